/** The form the candidates list's checkboxes belong to (by their `form` attribute): erases the ones ticked. */
export const eraseSelectionFormId = "erase-selection";

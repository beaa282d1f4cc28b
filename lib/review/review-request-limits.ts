/** The longest note a second-opinion request carries (apart from the schema, so the dialog does not load zod). */
export const REQUEST_NOTE_MAX = 500;

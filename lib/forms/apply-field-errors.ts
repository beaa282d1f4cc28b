import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Puts a server action's field errors back on the form's fields. */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string[]> | undefined,
) {
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) setError(field as Path<T>, { type: "server", message: messages[0] });
  }
}

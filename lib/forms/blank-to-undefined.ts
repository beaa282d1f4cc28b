import { z } from "zod";

/**
 * Form inputs send "" for an untouched optional field; the API schemas mean "absent" by undefined. Wrapping
 * the API's own schema keeps one set of rules for the form, the action and the client.
 */
export function blankToUndefined<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typeof v === "string" && v.trim() === "" ? undefined : v]),
    );
  }, schema);
}

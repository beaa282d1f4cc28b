import "server-only";
import type { z } from "zod";
import { InvalidRequestError } from "./transport-errors";

/** `["assessments", 3, "status"]` → `assessments[3].status`; the root is `(body)`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) out += typeof key === "number" ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out || "(body)";
}

/** Issues as `path: problem`, without zod's generic "Invalid input:" prefix. */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  under: readonly PropertyKey[] = [],
): { field: string; issues: string[] } {
  const described = issues.map(
    (issue) => `${issuePath([...under, ...issue.path])}: ${issue.message.replace(/^Invalid input: /, "")}`,
  );
  return { field: issuePath([...under, ...(issues[0]?.path ?? [])]), issues: described };
}

/**
 * Parses a request body or query with its contract schema before anything is sent; the parsed output (defaults
 * applied, unknown keys refused by the strict schemas) is what goes on the wire. `under` prefixes the
 * reported field when the input is one part of a larger request (e.g. `resumes`).
 */
export function validateRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
  call: { method: string; path: string },
  under: readonly PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { field, issues } = describeIssues(result.error.issues, under);
  throw new InvalidRequestError(call, field, issues);
}

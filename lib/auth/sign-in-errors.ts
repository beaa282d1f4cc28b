import type { Credentials } from "./credentials";

/**
 * How the credentials provider tells the sign-in form why it refused: next-auth passes a message thrown by
 * `authorize` to the form as `error`. Kept apart from the schema so the sign-in page does not load zod.
 */
export const TOO_MANY_ATTEMPTS = "TooManyAttempts";
const INVALID_INPUT = "InvalidInput";

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** `InvalidInput:{"email":"Enter a valid email address"}`: the schema's own messages, one per field. */
export const invalidInputError = (errors: CredentialErrors) => `${INVALID_INPUT}:${JSON.stringify(errors)}`;

export type SignInRefusal =
  { kind: "throttled"; seconds: number } | { kind: "invalid"; fields: CredentialErrors } | { kind: "refused" };

export function readSignInError(error: string): SignInRefusal {
  const [code, ...rest] = error.split(":");
  const detail = rest.join(":");
  if (code === TOO_MANY_ATTEMPTS) return { kind: "throttled", seconds: Number(detail) || 15 };
  if (code === INVALID_INPUT) {
    try {
      return { kind: "invalid", fields: JSON.parse(detail) as CredentialErrors };
    } catch {
      return { kind: "refused" };
    }
  }
  return { kind: "refused" };
}

import type { Credentials } from "./credentials";

/**
 * How the credentials provider tells the sign-in form why it refused: next-auth passes a message thrown by
 * `authorize` to the form as `error`. Kept apart from the schema so the sign-in page does not load zod.
 */
export const TOO_MANY_ATTEMPTS = "TooManyAttempts";
/** The email's domain signs in with SAML single sign-on only (lib/auth/saml/break-glass.ts). */
export const SSO_REQUIRED = "SsoRequired";
const INVALID_INPUT = "InvalidInput";

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** `InvalidInput:{"email":"Enter a valid email address"}`: the schema's own messages, one per field. */
export const invalidInputError = (errors: CredentialErrors) => `${INVALID_INPUT}:${JSON.stringify(errors)}`;

export type SignInRefusal =
  | { kind: "throttled"; seconds: number }
  | { kind: "invalid"; fields: CredentialErrors }
  | { kind: "sso-required" }
  | { kind: "refused" };

export function readSignInError(error: string): SignInRefusal {
  const [code, ...rest] = error.split(":");
  const detail = rest.join(":");
  if (code === TOO_MANY_ATTEMPTS) return { kind: "throttled", seconds: Number(detail) || 15 };
  if (code === SSO_REQUIRED) return { kind: "sso-required" };
  if (code === INVALID_INPUT) {
    try {
      return { kind: "invalid", fields: JSON.parse(detail) as CredentialErrors };
    } catch {
      return { kind: "refused" };
    }
  }
  return { kind: "refused" };
}

/** What the form says for each refusal (the script shows the same words as a page sent without it). */
export function refusalMessage(refusal: SignInRefusal): string | null {
  if (refusal.kind === "throttled")
    return `Too many sign-in attempts just now. Wait ${refusal.seconds} seconds, then try again.`;
  if (refusal.kind === "refused") return "That email and password do not match an account.";
  if (refusal.kind === "sso-required")
    return "Your organization signs in with single sign-on: use “Sign in with SSO” with this email.";
  return null;
}

/** What the SAML routes and next-auth's "saml" provider send back to the sign-in page. */
const samlPageErrors: Record<string, string> = {
  SamlNoConnection:
    "No single sign-on connection has that email's domain. Sign in with your password, or ask an admin.",
  SamlRefused: "Single sign-on did not work: your identity provider's answer was refused. Try again, or ask an admin.",
  SamlSignInExpired: "That single sign-on attempt expired or was used already. Start again with “Sign in with SSO”.",
  SamlInvalidEmail: "Enter a valid email address to sign in with SSO.",
};

/** The schema's own messages: the only field texts an `error` in the page's address may put on the page. */
const fieldMessages = new Set(["Enter a valid email address", "Enter your password"]);

/**
 * The sign-in page's `error` (next-auth redirects there after a form sent without its script), as the form shows
 * it. The address is anyone's to write, so only known codes and messages are shown, never its text.
 */
export function describeSignInPageError(error: string | undefined): {
  failure: string | null;
  fields: CredentialErrors;
} {
  if (!error) return { failure: null, fields: {} };
  if (error === "AccessDenied")
    return {
      failure: "Your single sign-on account has no dashboard access yet. Ask an admin to add your email.",
      fields: {},
    };
  const saml = samlPageErrors[error];
  if (saml) return { failure: saml, fields: {} };
  if (error === "PasswordInAddress")
    return {
      failure: "Your password reached the page's address, so it was not used. Sign in with the form again.",
      fields: {},
    };
  const refusal = readSignInError(error);
  if (refusal.kind !== "invalid") return { failure: refusalMessage(refusal), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(refusal.fields).filter(([, message]) => typeof message === "string" && fieldMessages.has(message)),
  ) as CredentialErrors;
  return { failure: Object.keys(fields).length ? null : "Sign-in did not work. Try again.", fields };
}

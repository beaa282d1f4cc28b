import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * The cookie that binds a SAML sign-in to the browser that started it: a random key, of which the database keeps
 * only the SHA-256 (with the AuthnRequest, then with the one-time sign-in token). SameSite=Lax is enough: the IdP's
 * cross-site POST to the ACS route does not need it; the same-site exchange of the token for a session does.
 */
const BROWSER_KEY_COOKIE = "saml-browser";
const COOKIE_MAX_AGE_SECONDS = 15 * 60;

export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");
export const newKey = () => randomBytes(32).toString("base64url");

export function browserKeyCookie(key: string, secure: boolean) {
  return `${BROWSER_KEY_COOKIE}=${key}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${COOKIE_MAX_AGE_SECONDS}${secure ? "; Secure" : ""}`;
}

/** The browser key in a Cookie header, or null. */
export function browserKeyOf(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === BROWSER_KEY_COOKIE) return value.join("=") || null;
  }
  return null;
}

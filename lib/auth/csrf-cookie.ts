import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * next-auth's double-submit CSRF cookie (`<token>|<sha256(token + secret)>`, as next-auth/core/lib/csrf-token.js
 * writes and checks it), so the sign-in page can render the token into its form on the server: the form then posts to
 * the credentials endpoint with no script at all. next-auth names it `__Host-…` when its origin is https, which with
 * AUTH_TRUST_HOST it reads from X-Forwarded-Proto (anything but `http` counts as https).
 */
export const csrfCookieName = (secure: boolean) => `${secure ? "__Host-" : ""}next-auth.csrf-token`;

export const csrfCookieSecure = (forwardedProto: string | null) => forwardedProto !== "http";

const hashOf = (token: string, secret: string) => createHash("sha256").update(`${token}${secret}`).digest("hex");

/** The token a cookie value carries, when next-auth would accept it (its hash matches under this secret). */
export function csrfTokenOf(cookieValue: string | undefined, secret: string): string | null {
  const [token, hash] = (cookieValue ?? "").split("|");
  if (!token || !hash || hash.length !== 64) return null;
  const expected = Buffer.from(hashOf(token, secret), "hex");
  const sent = Buffer.from(hash, "hex");
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? token : null;
}

/** A fresh cookie value, as next-auth makes one. */
export function newCsrfCookieValue(secret: string): string {
  const token = randomBytes(32).toString("hex");
  return `${token}|${hashOf(token, secret)}`;
}

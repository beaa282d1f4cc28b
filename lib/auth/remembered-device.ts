import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * A remembered device: a signed, httpOnly cookie set when an account signs in successfully, one per account (its
 * name carries a hash of the email, so people sharing a computer each keep theirs). With it, that account's
 * sign-ins skip the per-address and global budgets of the throttle, so a flood of guesses from elsewhere cannot
 * slow its owner; the account's own budget still applies, so a stolen cookie buys no extra guesses.
 */
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const PREFIX = "dashboard-device.";

const accountTag = (email: string) => createHash("sha256").update(email).digest("hex").slice(0, 16);
const sign = (email: string, expires: number) =>
  createHmac("sha256", env.AUTH_SECRET).update(`remembered-device:${email}:${expires}`).digest("base64url");

/** The cookie to set after `email` signed in: its name, value and options for `cookies().set`. */
export function rememberedDeviceCookie(email: string, secure: boolean) {
  const expires = Math.floor(Date.now() / 1000) + MAX_AGE_SECONDS;
  return {
    name: `${PREFIX}${accountTag(email)}`,
    value: `${expires}.${sign(email, expires)}`,
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/api/auth",
    maxAge: MAX_AGE_SECONDS,
  };
}

/** Whether the request's cookies (a `Cookie` header) hold a valid, unexpired remembered device for `email`. */
export function isRememberedDevice(cookieHeader: string | undefined, email: string): boolean {
  const name = `${PREFIX}${accountTag(email)}=`;
  const value = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(name))
    ?.slice(name.length);
  const [expiresText, signature] = (value ?? "").split(".");
  const expires = Number(expiresText);
  if (!signature || !Number.isSafeInteger(expires) || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(sign(email, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

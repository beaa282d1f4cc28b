import { createHmac } from "node:crypto";

/**
 * A sandbox system's key, secret or token for `purpose`, derived from the server's AUTH_SECRET, so the mounted
 * emulator and the one-click connection compute the same one without storing or passing it.
 */
export const deriveSandboxSecret = (authSecret: string, purpose: string) =>
  createHmac("sha256", authSecret).update(`sandbox-systems\u0000${purpose}`).digest("base64url").slice(0, 32);

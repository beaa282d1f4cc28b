import { createHmac, timingSafeEqual } from "node:crypto";

/** Hex HMAC-SHA256 of `message` under `secret`. */
export const hmacSha256Hex = (secret: string, message: string) =>
  createHmac("sha256", secret).update(message, "utf8").digest("hex");

/** Constant-time comparison of a hex digest someone sent with the one we computed. */
export function sameHexDigest(sent: string, expected: string): boolean {
  if (!/^[0-9a-f]+$/i.test(sent) || sent.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(sent.toLowerCase(), "hex"), Buffer.from(expected, "hex"));
}

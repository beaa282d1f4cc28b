import { createHash, createHmac } from "node:crypto";

export type SubjectKind = "candidate" | "email" | "ats" | "screen";

/**
 * HMAC-SHA256 of one identifier under a key derived from AUTH_SECRET (as lib/ats/secrets.ts derives its key); emails
 * compare case-insensitively. Pure, so a test holding the app's secret can tell an erased person as the app does.
 */
const keys = new Map<string, Buffer>();

export function keyedHash(secret: string, kind: SubjectKind, value: string): string {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createHash("sha256").update(`erased-subjects\u0000${secret}`).digest()));
  const normal = kind === "email" ? value.trim().toLowerCase() : value;
  return createHmac("sha256", key).update(`${kind}\u0000${normal}`).digest("hex");
}

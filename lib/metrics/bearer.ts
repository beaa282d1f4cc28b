import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <expected>`. Both sides are hashed first so the comparison takes
 * the same time whatever the length or content of a guess.
 */
export function bearerMatches(authorization: string | null, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const given = match?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}

import { createHash, randomBytes } from "node:crypto";

/** A new bearer token: 32 random bytes, base64url, prefixed so a leaked one is recognisable in a secret scan. */
export function newDirectoryToken() {
  return `scim_${randomBytes(32).toString("base64url")}`;
}

/** What is stored and looked up: the hex SHA-256 of the token (a hash lookup, never a string comparison of secrets). */
export function hashDirectoryToken(token: string) {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

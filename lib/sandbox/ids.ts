import { randomBytes } from "node:crypto";
import type { Random } from "@/lib/utils/seeded-random";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** Prefixes make identifiers self-describing in logs and support tickets. */
export type IdPrefix = "cand" | "prob" | "int" | "ipr" | "scout" | "msg";

/** A new opaque identifier such as `cand_k3j9…` (20 random base-36 characters, ~103 bits). */
export function newId(prefix: IdPrefix): string {
  const bytes = randomBytes(20);
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

/** The same shape drawn from a seeded generator, so demo data keeps its identifiers from one database to the next. */
export function seededId(prefix: IdPrefix, random: Random): string {
  let out = "";
  for (let i = 0; i < 20; i++) out += ALPHABET[random.int(0, ALPHABET.length - 1)];
  return `${prefix}_${out}`;
}

/** An unguessable share token: 32 random bytes, base64url. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

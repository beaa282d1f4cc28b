import { createHash, randomBytes } from "node:crypto";
import type { ShareLinkDays } from "./days";

export { defaultShareLinkDays, shareLinkDays, type ShareLinkDays } from "./days";

/** A new link's secret: 32 random bytes, base64url (43 characters). Shown once; only its hash is stored. */
export function createShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashShareToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A string that could be a token; anything else is refused before it reaches the database. */
export const looksLikeShareToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

export function shareLinkExpiry(from: Date, days: ShareLinkDays): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/** A link works until it is revoked or its expiry has passed. */
export function isShareLinkLive(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): boolean {
  return link.revokedAt === null && link.expiresAt.getTime() > now.getTime();
}

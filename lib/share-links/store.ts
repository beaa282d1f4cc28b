import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { readAppSetting, writeAppSetting } from "@/lib/db/app-settings";
import type { SessionUser } from "@/lib/auth/session";
import { readShareContents, type ShareContents } from "./contents";
import {
  createShareToken,
  hashShareToken,
  isShareLinkLive,
  looksLikeShareToken,
  shareLinkExpiry,
  type ShareLinkDays,
} from "./token";

const CONTENTS_KEY = "share-links.contents";

/** Contents stored on a link a blind reviewer made. */
const pseudonymousLink = z.object({ pseudonymous: z.literal(true) });

/** The organization's choice of what share pages include (Settings → Share links). */
export async function readShareSetting(): Promise<ShareContents> {
  return readShareContents(await readAppSetting(CONTENTS_KEY));
}

export async function saveShareSetting(contents: ShareContents) {
  await writeAppSetting(CONTENTS_KEY, contents);
}

/**
 * A new link to one result. The contents are the setting of this moment, kept on the link: changing the setting
 * later never widens what an existing link shows (revoke and share again for that). A link made by a reader who
 * may not know the candidate (blind review) names the candidate by pseudonym, for as long as it lives. Answers the
 * token once.
 */
export async function createShareLink(
  interviewId: string,
  days: ShareLinkDays,
  /** Who made it; an integration (an ATS note's link back) has no user id. */
  user: { id: string | null; email: string },
  now = new Date(),
  pseudonymous = false,
) {
  const token = createShareToken();
  const contents = { ...(await readShareSetting()), ...(pseudonymous && { pseudonymous }) };
  const link = await db.shareLink.create({
    data: {
      tokenHash: hashShareToken(token),
      interviewId,
      createdById: user.id,
      createdByEmail: user.email,
      createdAt: now,
      expiresAt: shareLinkExpiry(now, days),
      contents,
    },
    select: { id: true, expiresAt: true },
  });
  return { ...link, token, contents };
}

/** The live link a token names, or null: unknown, revoked and expired answer alike. */
export async function findLiveShareLink(token: string, now = new Date()) {
  if (!looksLikeShareToken(token)) return null;
  const link = await db.shareLink.findUnique({ where: { tokenHash: hashShareToken(token) } });
  if (!link || !isShareLinkLive(link, now)) return null;
  return {
    interviewId: link.interviewId,
    expiresAt: link.expiresAt,
    contents: readShareContents(link.contents),
    pseudonymous: pseudonymousLink.safeParse(link.contents).success,
  };
}

const listed = {
  id: true,
  interviewId: true,
  createdById: true,
  createdByEmail: true,
  createdAt: true,
  expiresAt: true,
} as const;

/** A result's live links, newest first (at most 50: a result shared more often than that is revoked in Settings). */
export function listLiveLinksOf(interviewId: string, now = new Date()) {
  return db.shareLink.findMany({
    where: { interviewId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
    select: listed,
  });
}

export const SHARE_LINKS_PAGE_SIZE = 25;

/**
 * One page of every live link, newest first, after the `before` cursor (a link id): keyset paging on
 * (createdAt, id), so the thousandth page costs what the first does.
 */
export async function listLiveLinks(before: string | null, now = new Date()) {
  const cursor = before
    ? await db.shareLink.findUnique({ where: { id: before }, select: { createdAt: true, id: true } })
    : null;
  const rows = await db.shareLink.findMany({
    where: {
      revokedAt: null,
      expiresAt: { gt: now },
      ...(cursor
        ? { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHARE_LINKS_PAGE_SIZE + 1,
    select: listed,
  });
  const page = rows.slice(0, SHARE_LINKS_PAGE_SIZE);
  return { links: page, next: rows.length > SHARE_LINKS_PAGE_SIZE ? page.at(-1)!.id : null };
}

/** Who may revoke a link: an admin, or whoever made it. */
export const mayRevoke = (user: Pick<SessionUser, "id" | "role">, link: { createdById: string | null }) =>
  user.role === "admin" || link.createdById === user.id;

/**
 * Revokes a live link for good. Answers the link as it was, or null when there is no live link by that id (already
 * revoked, expired or unknown). The update is conditional, so two revocations at once record one.
 */
export async function revokeShareLink(id: string, user: Pick<SessionUser, "id" | "email" | "role">, now = new Date()) {
  const link = await db.shareLink.findUnique({ where: { id }, select: { ...listed, revokedAt: true } });
  if (!link || !isShareLinkLive(link, now)) return { outcome: "gone" as const };
  if (!mayRevoke(user, link)) return { outcome: "forbidden" as const };
  const { count } = await db.shareLink.updateMany({
    where: { id, revokedAt: null },
    data: { revokedAt: now, revokedById: user.id, revokedByEmail: user.email },
  });
  return count ? { outcome: "revoked" as const, link } : { outcome: "gone" as const };
}

import "server-only";
import { db } from "@/lib/db/client";

/** As long as the session cookie lives (lib/auth/options.ts). */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
/** lastSeenAt is moved at most this often, so a busy page does not write on every request. */
const SEEN_EVERY_MS = 5 * 60_000;

export async function startSession(userId: string, { userAgent, address }: { userAgent?: string; address?: string }) {
  const session = await db.userSession.create({
    data: {
      userId,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
      userAgent: userAgent?.slice(0, 300) ?? null,
      address: address ?? null,
    },
  });
  return session.id;
}

/** The account behind a session that is still live (not ended, not expired, account not disabled), or null. */
export async function liveSessionUser(sessionId: string) {
  const session = await db.userSession.findUnique({ where: { id: sessionId }, include: { user: true } });
  const now = new Date();
  if (!session || session.endedAt || session.expiresAt <= now || session.user.disabledAt) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.userSession.update({ where: { id: sessionId }, data: { lastSeenAt: now } });
  }
  return session.user;
}

export async function endSession(sessionId: string) {
  await db.userSession.updateMany({ where: { id: sessionId, endedAt: null }, data: { endedAt: new Date() } });
}

/** Ends every live session of an account, but `keep` (the one asking, when it signs out the others). */
export async function endSessions(userId: string, keep?: string) {
  const { count } = await db.userSession.updateMany({
    where: { userId, endedAt: null, ...(keep ? { id: { not: keep } } : {}) },
    data: { endedAt: new Date() },
  });
  return count;
}

export function listLiveSessions(userId: string) {
  return db.userSession.findMany({
    where: { userId, endedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { lastSeenAt: "desc" },
    take: 50,
  });
}

import "server-only";
import { db } from "@/lib/db/client";
import { lookAt } from "./visit";

export interface SinceLastVisit {
  /** Where "new" starts, or null on a user's first visit. */
  since: Date | null;
  completed: number;
  /** Completed screens since then by integrity risk (results not yet stored count under no risk). */
  byRisk: Array<{ risk: string; count: number }>;
}

/**
 * Records this look at the overview for the user and answers what has completed since their previous visit:
 * one read and one write of the user's row, and one range count over the screens' completion index, so its cost
 * follows what is new, not the organization's size.
 */
export async function sinceLastVisit(userId: string, now = new Date()): Promise<SinceLastVisit> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { overviewSeenAt: true, overviewBaselineAt: true },
  });
  const next = lookAt({ seenAt: user?.overviewSeenAt ?? null, baselineAt: user?.overviewBaselineAt ?? null }, now);
  await db.user.updateMany({
    where: { id: userId },
    data: { overviewSeenAt: next.seenAt, overviewBaselineAt: next.baselineAt },
  });
  if (!next.baselineAt) return { since: null, completed: 0, byRisk: [] };
  const rows = await db.$queryRaw<Array<{ risk: string | null; count: number }>>`
    SELECT risk, count(*)::int AS count FROM mirror_screen
    WHERE "completedAt" >= ${next.baselineAt} AND "goneAt" IS NULL GROUP BY risk`;
  const byRisk = rows.filter((row): row is { risk: string; count: number } => row.risk !== null);
  return { since: next.baselineAt, completed: rows.reduce((sum, row) => sum + row.count, 0), byRisk };
}

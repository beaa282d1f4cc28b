import "server-only";
import { db } from "@/lib/db/client";
import { getScreeningApi } from "@/lib/screening-api";
import { saveResultSnapshot } from "@/lib/results/snapshot";

const RECENT = 8;

/**
 * What the overview shows: screens by status (from every assessment), the latest completions with score and
 * risk (results read for any not yet known), high-risk results no reviewer has looked at, Scout runs in flight.
 */
export async function getOverview() {
  const api = getScreeningApi();
  const [assessments, candidates] = await Promise.all([api.assessments.listAll({ pageSize: 1000 }), api.candidates.list()]);
  const names = new Map(candidates.map((c) => [c.identifier, c.name]));
  const counts = new Map<string, number>();
  for (const a of assessments) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);

  const completed = assessments.filter((a) => a.status === "Completed").sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const recentIds = completed.slice(0, RECENT).map((a) => a.identifier);
  const known = new Set((await db.resultSnapshot.findMany({ where: { interviewId: { in: recentIds } }, select: { interviewId: true } })).map((s) => s.interviewId));
  await Promise.all(recentIds.filter((id) => !known.has(id)).map(async (id) => saveResultSnapshot(await api.results.get(id)).catch(() => undefined)));

  const [recent, awaitingReview, scoutInFlight] = await Promise.all([
    db.resultSnapshot.findMany({ where: { interviewId: { in: recentIds } }, orderBy: { completedAt: "desc" } }),
    db.$queryRaw<Array<{ interviewId: string; candidateId: string; score: number | null; criticalCount: number; completedAt: Date }>>`
      SELECT s."interviewId", s."candidateId", s.score, s."criticalCount", s."completedAt"
      FROM result_snapshot s
      WHERE s.risk = 'high' AND NOT EXISTS (SELECT 1 FROM flag_review r WHERE r."interviewId" = s."interviewId")
      ORDER BY s."criticalCount" DESC, s."completedAt" DESC LIMIT 10`,
    db.scoutRequest.findMany({ where: { status: "processing" }, orderBy: { createdAt: "desc" }, take: 10 }),
  ]);
  return { total: assessments.length, names, counts: [...counts.entries()].sort((a, b) => b[1] - a[1]), recent, awaitingReview, scoutInFlight };
}

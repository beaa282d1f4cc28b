import "server-only";
import { db } from "@/lib/db/client";
import { histogram, summarize, type Bin, type Summary } from "./statistics";

export interface DimensionSummary {
  key: string;
  name: string;
  median: number;
  count: number;
}

export interface CohortDistribution {
  /** Scores of the cohort's graded screens, ascending: what percentiles are counted against. Server-side only. */
  sortedScores: number[];
  summary: Summary;
  bins: Bin[];
  dimensions: DimensionSummary[];
  counts: { screens: number; completed: number; ungraded: number; pending: number; expired: number; flagged: number };
}

/**
 * The whole cohort of a problem, unfiltered (so a percentile means the same whatever the table shows): its
 * scores with their histogram and quartiles, each dimension's median, and how many screens stand where.
 */
export async function readDistribution(problemId: string): Promise<CohortDistribution> {
  const [scores, [counts], dimensions] = await Promise.all([
    db.$queryRaw<{ score: number }[]>`
      SELECT score FROM mirror_screen WHERE "problemId" = ${problemId} AND "goneAt" IS NULL AND score IS NOT NULL ORDER BY score`,
    db.$queryRaw<[CohortDistribution["counts"]]>`
      SELECT count(*)::int AS screens,
             count(*) FILTER (WHERE "completedAt" IS NOT NULL)::int AS completed,
             count(*) FILTER (WHERE "completedAt" IS NOT NULL AND score IS NULL)::int AS ungraded,
             count(*) FILTER (WHERE "completedAt" IS NULL AND status <> 'Expired')::int AS pending,
             count(*) FILTER (WHERE "completedAt" IS NULL AND status = 'Expired')::int AS expired,
             count(*) FILTER (WHERE "flagCount" > 0)::int AS flagged
      FROM mirror_screen WHERE "problemId" = ${problemId} AND "goneAt" IS NULL`,
    db.$queryRaw<DimensionSummary[]>`
      SELECT d.key, min(d.name) AS name, percentile_cont(0.5) WITHIN GROUP (ORDER BY d.score) AS median, count(*)::int AS count
      FROM result_dimension d JOIN mirror_screen s ON s.id = d."interviewId" AND s."goneAt" IS NULL
      WHERE d."problemId" = ${problemId} GROUP BY d.key ORDER BY min(d.position), d.key`,
  ]);
  const sortedScores = scores.map((s) => s.score);
  return { sortedScores, summary: summarize(sortedScores), bins: histogram(sortedScores), dimensions, counts };
}

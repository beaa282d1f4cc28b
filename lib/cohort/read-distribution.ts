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
  /** The values the cohort's screens have, for its filters: statuses, results' resource modes and locales. */
  values: { statuses: string[]; modes: string[]; locales: string[] };
}

/** Distributions kept per problem, at most this many (a 200,000-screen cohort's scores are some 2 MB). */
const KEPT = 16;
const kept = ((
  globalThis as { cohortDistributions?: Map<string, { version: bigint; value: CohortDistribution }> }
).cohortDistributions ??= new Map());

/**
 * The whole cohort of a problem, unfiltered (so a percentile means the same whatever the table shows): its
 * scores with their histogram and quartiles, each dimension's median, and how many screens stand where. Reading
 * it is work over every screen of the problem (two seconds at 200,000), so it is kept per cohort version, which
 * triggers bump in every transaction that changes the problem's screens or dimensions (migration
 * cohort_version): a view reads one row to know its copy is current, whichever instance wrote last.
 */
export async function readDistribution(problemId: string): Promise<CohortDistribution> {
  const [row] = await db.$queryRaw<{ version: bigint }[]>`
    SELECT version FROM cohort_version WHERE "problemId" = ${problemId}`;
  const version = row?.version ?? BigInt(0);
  const hit = kept.get(problemId);
  if (hit && hit.version === version) return hit.value;
  const value = await computeDistribution(problemId);
  kept.delete(problemId);
  kept.set(problemId, { version, value });
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return value;
}

async function computeDistribution(problemId: string): Promise<CohortDistribution> {
  const [scores, [{ statuses, modes, locales, ...counts }], dimensions] = await Promise.all([
    db.$queryRaw<{ score: number }[]>`
      SELECT score FROM mirror_screen WHERE "problemId" = ${problemId} AND "goneAt" IS NULL AND score IS NOT NULL ORDER BY score`,
    db.$queryRaw<[CohortDistribution["counts"] & Record<keyof CohortDistribution["values"], Array<string | null>>]>`
      SELECT count(*)::int AS screens,
             count(*) FILTER (WHERE "completedAt" IS NOT NULL)::int AS completed,
             count(*) FILTER (WHERE "completedAt" IS NOT NULL AND score IS NULL)::int AS ungraded,
             count(*) FILTER (WHERE "completedAt" IS NULL AND status <> 'Expired')::int AS pending,
             count(*) FILTER (WHERE "completedAt" IS NULL AND status = 'Expired')::int AS expired,
             count(*) FILTER (WHERE "flagCount" > 0)::int AS flagged,
             array_agg(DISTINCT status) AS statuses, array_agg(DISTINCT "resultMode") AS modes,
             array_agg(DISTINCT "resultLocale") AS locales
      FROM mirror_screen WHERE "problemId" = ${problemId} AND "goneAt" IS NULL`,
    db.$queryRaw<DimensionSummary[]>`
      SELECT d.key, min(d.name) AS name, percentile_cont(0.5) WITHIN GROUP (ORDER BY d.score) AS median, count(*)::int AS count
      FROM result_dimension d JOIN mirror_screen s ON s.id = d."interviewId" AND s."goneAt" IS NULL
      WHERE d."problemId" = ${problemId} GROUP BY d.key ORDER BY min(d.position), d.key`,
  ]);
  const sortedScores = scores.map((s) => s.score);
  const present = (values: Array<string | null> | null) => (values ?? []).filter((v): v is string => !!v).sort();
  return {
    sortedScores,
    summary: summarize(sortedScores),
    bins: histogram(sortedScores),
    dimensions,
    counts,
    values: { statuses: present(statuses), modes: present(modes), locales: present(locales) },
  };
}

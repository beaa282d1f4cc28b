import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { CohortPick } from "./cohort-pick";
import { chosenScreen } from "./cohort-sql";
import { histogram, summarize, type Bin, type Summary } from "./statistics";

export interface DimensionSummary {
  key: string;
  name: string;
  median: number;
  count: number;
}

export interface CohortDistribution {
  /**
   * Scores of the cohort's people (each person's chosen screen, when graded), ascending: what percentiles are
   * counted against. Server-side only.
   */
  sortedScores: number[];
  summary: Summary;
  bins: Bin[];
  dimensions: DimensionSummary[];
  /**
   * `people`: candidates with a screen of the problem; `screens`: their screens; `retaken`: people with more than
   * one. The rest count people by their chosen screen.
   */
  counts: {
    people: number;
    screens: number;
    retaken: number;
    completed: number;
    ungraded: number;
    pending: number;
    expired: number;
    flagged: number;
  };
  /** The values the cohort's screens have, for its filters: statuses, results' resource modes and locales. */
  values: { statuses: string[]; modes: string[]; locales: string[] };
}

/** Distributions kept per problem and pick, at most this many (a 200,000-person cohort's scores are some 2 MB). */
const KEPT = 16;
const kept = ((
  globalThis as { cohortPeopleDistributions?: Map<string, { version: bigint; value: CohortDistribution }> }
).cohortPeopleDistributions ??= new Map());

/**
 * The whole cohort of a problem, unfiltered (so a percentile means the same whatever the table shows), one screen
 * per person (the latest or the best, `pick`): their scores with their histogram and quartiles, each dimension's
 * median, and how many people stand where. Reading it is work over every screen of the problem (two seconds at
 * 200,000), so it is kept per cohort version, which triggers bump in every transaction that changes the problem's
 * screens or dimensions (migration cohort_version): a view reads one row to know its copy is current, whichever
 * instance wrote last.
 */
export async function readDistribution(problemId: string, pick: CohortPick): Promise<CohortDistribution> {
  const [row] = await db.$queryRaw<{ version: bigint }[]>`
    SELECT version FROM cohort_version WHERE "problemId" = ${problemId}`;
  const version = row?.version ?? BigInt(0);
  const key = `${pick}:${problemId}`;
  const hit = kept.get(key);
  if (hit && hit.version === version) return hit.value;
  const value = await computeDistribution(problemId, chosenScreen[pick]);
  kept.delete(key);
  kept.set(key, { version, value });
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return value;
}

type CountsRow = CohortDistribution["counts"] & Record<keyof CohortDistribution["values"], Array<string | null>>;

async function computeDistribution(problemId: string, chosen: Prisma.Sql): Promise<CohortDistribution> {
  const [scores, [{ statuses, modes, locales, ...counts }], dimensions] = await Promise.all([
    db.$queryRaw<{ score: number }[]>`
      SELECT s.score FROM mirror_screen s
      WHERE s."problemId" = ${problemId} AND ${chosen} AND s."goneAt" IS NULL AND s.score IS NOT NULL ORDER BY s.score`,
    db.$queryRaw<[CountsRow]>`
      SELECT count(*) FILTER (WHERE ${chosen})::int AS people,
             count(*)::int AS screens,
             (SELECT count(*) FROM (SELECT 1 FROM mirror_screen r WHERE r."problemId" = ${problemId} AND r."goneAt" IS NULL
                GROUP BY r."candidateId" HAVING count(*) > 1) retakes)::int AS retaken,
             count(*) FILTER (WHERE ${chosen} AND s."completedAt" IS NOT NULL)::int AS completed,
             count(*) FILTER (WHERE ${chosen} AND s."completedAt" IS NOT NULL AND s.score IS NULL)::int AS ungraded,
             count(*) FILTER (WHERE ${chosen} AND s."completedAt" IS NULL AND s.status <> 'Expired')::int AS pending,
             count(*) FILTER (WHERE ${chosen} AND s."completedAt" IS NULL AND s.status = 'Expired')::int AS expired,
             count(*) FILTER (WHERE ${chosen} AND s."flagCount" > 0)::int AS flagged,
             array_agg(DISTINCT s.status) AS statuses, array_agg(DISTINCT s."resultMode") AS modes,
             array_agg(DISTINCT s."resultLocale") AS locales
      FROM mirror_screen s WHERE s."problemId" = ${problemId} AND s."goneAt" IS NULL`,
    db.$queryRaw<DimensionSummary[]>`
      SELECT d.key, min(d.name) AS name, percentile_cont(0.5) WITHIN GROUP (ORDER BY d.score) AS median, count(*)::int AS count
      FROM result_dimension d JOIN mirror_screen s ON s.id = d."interviewId" AND ${chosen} AND s."goneAt" IS NULL
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

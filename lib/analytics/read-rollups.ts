import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { AnalyticsFilters } from "./filters";
import { coveringGrains } from "./grains";
import { isoDay } from "./period";
import { ALL, type RollupRow, type WeeklyRollupRow, type WeeklyScores } from "./rollup-rows";

/** Metrics counted on the day a screen was issued: a period selects a cohort of screens by them. */
const cohortMetrics = [
  "issued",
  "started",
  "completed",
  "reviewed",
  "decided",
  "expired",
  "cancelled",
  "wait_start",
  "take",
  "wait_review",
  "wait_decision",
  "score",
  "score_band",
] as const;
/** Metrics counted on the day a reviewer did the work. */
const workMetrics = ["reviews_by", "decisions_by"] as const;

/**
 * The view's filters. Unfiltered, it reads the rows of every source and issuer; filtered on one of the two, the
 * rows of that one with every value of the other (a few ATSs, the users who issue: a skip scan of the key).
 */
function conditions(filters: AnalyticsFilters) {
  const { source, issuerId, problemId } = filters;
  const pair =
    source === undefined && issuerId === undefined
      ? Prisma.sql`source = ${ALL} AND "issuerId" = ${ALL}`
      : Prisma.sql`source ${source === undefined ? Prisma.sql`<> ${ALL}` : Prisma.sql`= ${source}`}
          AND "issuerId" ${issuerId === undefined ? Prisma.sql`<> ${ALL}` : Prisma.sql`= ${issuerId}`}`;
  return problemId === undefined ? pair : Prisma.sql`${pair} AND "problemId" = ${problemId}`;
}

/** The rollup rows that hold exactly the days `from`…`to`: whole months and weeks, and the days around them. */
function daysIn(from: string, to: string, options?: { months: boolean }) {
  const ranges = coveringGrains(new Date(from), new Date(to), options).map(
    (r) =>
      Prisma.sql`(grain = ${r.grain}::char(1) AND day BETWEEN ${isoDay(r.first)}::date AND ${isoDay(r.last)}::date)`,
  );
  return Prisma.sql`(${Prisma.join(ranges, " OR ")})`;
}

/** Metrics whose figures are quantiles: durations (the whole cohort's) and scores (the cohort's and each problem's). */
const quantileMetrics = ["wait_start", "take", "wait_review", "wait_decision", "score"] as const;

/**
 * The cohort figures of the screens issued from `from` to `to` (UTC days, both included): per metric, range
 * reads of the rollup's primary key over the period's whole months, whole weeks and edge days, summed per
 * problem, key and bucket. Its size follows the period's months and the number of problems, never the number of
 * screens. The duration and score histograms stay in the database: for them it returns their quantiles (nearest
 * rank, as `quantile`) as rows of metric `<metric>@<q>`, bucket the quantile's bucket and n the count, for the
 * whole cohort (problem "*") and, for scores, each problem.
 */
export function readCohort(from: string, to: string, filters: AnalyticsFilters) {
  return db.$queryRaw<RollupRow[]>`
    WITH cells AS (
      SELECT metric, "problemId", key, bucket, SUM(n)::int AS n FROM analytics_rollup
      WHERE ${conditions(filters)} AND metric = ANY(${[...cohortMetrics]}::text[]) AND ${daysIn(from, to)}
      GROUP BY metric, "problemId", key, bucket HAVING SUM(n) <> 0),
    histograms AS (
      SELECT metric, COALESCE("problemId", ${ALL}) AS "problemId", bucket, SUM(n) AS n FROM cells
      WHERE metric = ANY(${[...quantileMetrics]}::text[])
      GROUP BY GROUPING SETS ((metric, "problemId", bucket), (metric, bucket))),
    ranked AS (
      SELECT metric, "problemId", bucket,
             SUM(n) OVER (PARTITION BY metric, "problemId" ORDER BY bucket) AS running,
             SUM(n) OVER (PARTITION BY metric, "problemId") AS total
      FROM histograms WHERE "problemId" = ${ALL} OR metric = 'score')
    SELECT metric, "problemId", key, bucket::int AS bucket, n FROM cells
    WHERE metric <> ALL(${[...quantileMetrics]}::text[])
    UNION ALL
    SELECT r.metric || '@' || q.q, r."problemId", '', MIN(r.bucket)::int, MAX(r.total)::int
    FROM ranked r CROSS JOIN (VALUES (0.25), (0.5), (0.75), (0.9)) AS q (q)
    WHERE r.total > 0 AND r.running >= CEIL(q.q * r.total)
    GROUP BY r.metric, r."problemId", q.q`;
}

/** The rollup rows of the weekly trends: weeks of completion from Monday `from` to Monday `to`. */
const trendRows = (from: string, to: string, filters: AnalyticsFilters) =>
  Prisma.sql`${conditions(filters)} AND grain = 'w' AND day BETWEEN ${from}::date AND ${to}::date`;

/**
 * Completions and flag kinds per ISO week of completion and problem, from Monday `from` to Monday `to`, and each
 * week's and problem's score histogram as one string of `bucket:n` pairs (a year holds some 30,000 score cells:
 * as rows they cost the driver more than the database, as one string per week and problem they cost nothing).
 */
export async function readTrends(from: string, to: string, filters: AnalyticsFilters) {
  const [counts, scores] = await Promise.all([
    db.$queryRaw<WeeklyRollupRow[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS week, metric, "problemId", key, 0 AS bucket, SUM(n)::int AS n
      FROM analytics_rollup WHERE ${trendRows(from, to, filters)} AND metric IN ('done', 'done_flag')
      GROUP BY day, metric, "problemId", key HAVING SUM(n) <> 0`,
    db.$queryRaw<WeeklyScores[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS week, "problemId", string_agg(bucket || ':' || n, ',') AS histogram
      FROM analytics_rollup WHERE ${trendRows(from, to, filters)} AND metric = 'done_score' AND n <> 0
      GROUP BY day, "problemId"`,
  ]);
  return { counts, scores };
}

/** Results reviewed and decisions per reviewer (`key`) per ISO week. */
export function readWork(from: string, to: string, filters: AnalyticsFilters) {
  return db.$queryRaw<Array<{ week: string; metric: string; key: string; n: number }>>`
    SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, metric, key, SUM(n)::int AS n FROM analytics_rollup
    WHERE ${conditions(filters)} AND metric = ANY(${[...workMetrics]}::text[]) AND ${daysIn(from, to, { months: false })}
    GROUP BY 1, metric, key HAVING SUM(n) <> 0`;
}

/**
 * Completed screens nobody has decided yet, by the reviewer who first looked at them ("" for nobody), whenever
 * they were issued: the metric only holds open items, so the read stays small.
 */
export function readOpen(filters: AnalyticsFilters) {
  return db.$queryRaw<Array<{ key: string; n: number }>>`
    SELECT key, SUM(n)::int AS n FROM analytics_rollup WHERE ${conditions(filters)} AND metric = 'open' AND grain = 'm'
    GROUP BY key HAVING SUM(n) <> 0`;
}

import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { AnalyticsFilters } from "./filters";
import type { RollupRow, WeeklyRollupRow } from "./rollup-rows";

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
/** Metrics counted on the day a screen completed: the weekly trends. */
const trendMetrics = ["done", "done_score", "done_flag"] as const;
/** Metrics counted on the day a reviewer did the work. */
const workMetrics = ["reviews_by", "decisions_by"] as const;

function conditions(filters: AnalyticsFilters) {
  const where: Prisma.Sql[] = [];
  if (filters.problemId !== undefined) where.push(Prisma.sql`"problemId" = ${filters.problemId}`);
  if (filters.source !== undefined) where.push(Prisma.sql`source = ${filters.source}`);
  if (filters.issuerId !== undefined) where.push(Prisma.sql`"issuerId" = ${filters.issuerId}`);
  return where.length ? Prisma.sql`AND ${Prisma.join(where, " AND ")}` : Prisma.empty;
}

/**
 * The cohort figures of the screens issued from `from` to `to` (UTC days, both included): one range read of the
 * rollup's primary key per metric, summed per problem, key and bucket. Its size follows the period's days and
 * the number of problems, never the number of screens.
 */
export function readCohort(from: string, to: string, filters: AnalyticsFilters) {
  return db.$queryRaw<RollupRow[]>`
    SELECT metric, "problemId", key, bucket::int AS bucket, SUM(n)::int AS n FROM analytics_rollup
    WHERE metric = ANY(${[...cohortMetrics]}::text[]) AND day BETWEEN ${from}::date AND ${to}::date ${conditions(filters)}
    GROUP BY metric, "problemId", key, bucket HAVING SUM(n) <> 0`;
}

/** Completions, score buckets and flag kinds per ISO week of completion. */
export function readTrends(from: string, to: string, filters: AnalyticsFilters) {
  return db.$queryRaw<WeeklyRollupRow[]>`
    SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, metric, "problemId", key, bucket::int AS bucket, SUM(n)::int AS n
    FROM analytics_rollup
    WHERE metric = ANY(${[...trendMetrics]}::text[]) AND day BETWEEN ${from}::date AND ${to}::date ${conditions(filters)}
    GROUP BY 1, metric, "problemId", key, bucket HAVING SUM(n) <> 0`;
}

/** Results reviewed and decisions per reviewer (`key`) per ISO week. */
export function readWork(from: string, to: string, filters: AnalyticsFilters) {
  return db.$queryRaw<Array<{ week: string; metric: string; key: string; n: number }>>`
    SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, metric, key, SUM(n)::int AS n FROM analytics_rollup
    WHERE metric = ANY(${[...workMetrics]}::text[]) AND day BETWEEN ${from}::date AND ${to}::date ${conditions(filters)}
    GROUP BY 1, metric, key HAVING SUM(n) <> 0`;
}

/**
 * Completed screens nobody has decided yet, by the reviewer who first looked at them ("" for nobody), whenever
 * they were issued: the metric only holds open items, so the read stays small.
 */
export function readOpen(filters: AnalyticsFilters) {
  return db.$queryRaw<Array<{ key: string; n: number }>>`
    SELECT key, SUM(n)::int AS n FROM analytics_rollup WHERE metric = 'open' ${conditions(filters)}
    GROUP BY key HAVING SUM(n) <> 0`;
}

import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { InsightsFilters } from "./insights-filters";

export interface PrecisionCounts {
  flagged: number;
  confirmed: number;
  cleared: number;
  retake: number;
}

export interface PrecisionRow extends PrecisionCounts {
  /** The check name, problem id or level the row is about. */
  key: string;
  label: string;
}

const sums = Prisma.sql`SUM(t.flagged)::int AS flagged, SUM(t.confirmed)::int AS confirmed, SUM(t.cleared)::int AS cleared, SUM(t.retake)::int AS retake`;

/** Open flags: raised, not yet given a verdict. */
export const openCount = (c: PrecisionCounts) => c.flagged - c.confirmed - c.cleared - c.retake;

/** For the result page: how each of these checks fared in the team's reviews, all time, from the tally. */
export async function precisionOfChecks(kinds: readonly string[]): Promise<Map<string, PrecisionCounts>> {
  if (!kinds.length) return new Map();
  const rows = await db.$queryRaw<(PrecisionCounts & { kind: string })[]>`
    SELECT t.kind, ${sums} FROM flag_tally t WHERE t.kind = ANY(${[...kinds]}::text[]) GROUP BY t.kind`;
  return new Map(rows.map(({ kind, ...counts }) => [kind, counts]));
}

function conditions(filters: InsightsFilters) {
  const where = [Prisma.sql`t.day >= ${filters.from}::date`, Prisma.sql`t.day <= ${filters.to}::date`];
  if (filters.kind) where.push(Prisma.sql`t.kind = ${filters.kind}`);
  if (filters.problem) where.push(Prisma.sql`t."problemId" = ${filters.problem}`);
  if (filters.level) where.push(Prisma.sql`t.level = ${filters.level}`);
  return Prisma.join(where, " AND ");
}

export const INSIGHTS_PAGE_SIZE = 50;

/**
 * Flag precision over the period, grouped by check, problem or level: a page of rows, most raised first, and the
 * totals. Reads the daily tally (one row per day, check, problem and level), never the flags themselves.
 */
export async function listFlagPrecision(filters: InsightsFilters, page = filters.page) {
  const where = conditions(filters);
  const group = {
    kind: Prisma.sql`t.kind`,
    problem: Prisma.sql`t."problemId"`,
    level: Prisma.sql`t.level`,
  }[filters.by];
  const [rows, [totals], [{ groups }]] = await Promise.all([
    db.$queryRaw<(PrecisionCounts & { key: string; label: string | null })[]>`
      SELECT g.*, ${filters.by === "problem" ? Prisma.sql`p.name` : filters.by === "kind" ? Prisma.sql`(SELECT rf.title FROM result_flag rf WHERE rf."flagId" = g.key LIMIT 1)` : Prisma.sql`NULL`} AS label
      FROM (SELECT ${group} AS key, ${sums} FROM flag_tally t WHERE ${where} GROUP BY 1) g
      ${filters.by === "problem" ? Prisma.sql`LEFT JOIN problem_registry p ON p."problemId" = g.key` : Prisma.empty}
      ORDER BY g.flagged DESC, g.key LIMIT ${INSIGHTS_PAGE_SIZE} OFFSET ${(page - 1) * INSIGHTS_PAGE_SIZE}`,
    db.$queryRaw<[PrecisionCounts]>`SELECT ${sums} FROM flag_tally t WHERE ${where}`,
    db.$queryRaw<[{ groups: number }]>`SELECT COUNT(DISTINCT ${group})::int AS groups FROM flag_tally t WHERE ${where}`,
  ]);
  const zero = { flagged: 0, confirmed: 0, cleared: 0, retake: 0 };
  return {
    rows: rows.map((r) => ({ ...r, label: r.label ?? r.key })) as PrecisionRow[],
    totals: { ...zero, ...Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, v ?? 0])) } as PrecisionCounts,
    pages: Math.max(1, Math.ceil(groups / INSIGHTS_PAGE_SIZE)),
  };
}

/** Every row of the grouping, a page at a time, for the CSV export. */
export async function* allFlagPrecision(filters: InsightsFilters) {
  for (let page = 1; ; page++) {
    const { rows, pages } = await listFlagPrecision(filters, page);
    yield* rows;
    if (page >= pages) return;
  }
}

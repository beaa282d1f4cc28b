import "server-only";
import type { Role } from "@/lib/auth/roles";
import { identityView, readsBlind, redactCandidate } from "@/lib/review/blind";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { CohortQuery } from "./cohort-query";
import { cohortConditions, cohortFrom, cohortOrder } from "./cohort-sql";
import { cohortFilterKeys } from "./cohort-filter-keys";
import { personScreens, type PersonScreens } from "./person-screens";
import { percentBetterThan } from "./statistics";

/** One person of a cohort: their chosen screen (latest or best), as its table shows it. */
export interface CohortRow {
  id: string;
  candidateId: string;
  candidateName: string | null;
  candidateEmail: string | null;
  status: string;
  createdAt: string;
  completedAt: string | null;
  score: number | null;
  risk: string | null;
  flagCount: number | null;
  criticalCount: number | null;
  completionTimeSeconds: number | null;
  mode: string | null;
  locale: string | null;
  /** Score per dimension key. */
  dimensions: Record<string, number>;
  /** One per reviewer: who decided what. */
  decisions: Array<{ reviewer: string; decision: string; reason: string }>;
  tags: string[];
  /** Share of the cohort's scores strictly below this one; null without a score. */
  betterThan: number | null;
  /** This screen among the person's screens of the problem: a retake when `total` > 1. */
  person: PersonScreens;
}

interface BaseRow extends Omit<
  CohortRow,
  "dimensions" | "decisions" | "tags" | "betterThan" | "createdAt" | "completedAt" | "person"
> {
  createdAt: Date;
  completedAt: Date | null;
}

export const cohortSelect = Prisma.sql`s.id, s."candidateId", c.name AS "candidateName", c.email AS "candidateEmail", s.status, s."createdAt", s."completedAt",
  s.score, s.risk, s."flagCount", s."criticalCount", s."completionTimeSeconds", s."resultMode" AS mode, s."resultLocale" AS locale`;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Dimensions, decisions (with reviewers' names), tags and the person's other screens of some screens: four
 * statements for the whole page.
 */
async function annotate(problemId: string, rows: BaseRow[], sortedScores: readonly number[]): Promise<CohortRow[]> {
  const ids = rows.map((r) => r.id);
  const candidates = [...new Set(rows.map((r) => r.candidateId))];
  const [dimensions, decisions, tags, persons] = await Promise.all([
    db.resultDimension.findMany({
      where: { interviewId: { in: ids } },
      select: { interviewId: true, key: true, score: true },
    }),
    db.$queryRaw<Array<{ interviewId: string; reviewer: string; decision: string; reason: string }>>`
      SELECT d."interviewId", COALESCE(u.name, u.email, 'a former user') AS reviewer, d.decision, d.reason
      FROM decision d LEFT JOIN "User" u ON u.id = d."reviewerId"
      WHERE d."interviewId" = ANY(${ids}::text[]) ORDER BY d."updatedAt"`,
    db.tag.findMany({
      where: {
        OR: [
          { targetType: "result", targetId: { in: ids } },
          { targetType: "candidate", targetId: { in: candidates } },
        ],
      },
      select: { targetType: true, targetId: true, label: true },
    }),
    personScreens(problemId, rows),
  ]);
  const scoresOf = groupBy(dimensions, (d) => d.interviewId);
  const decisionsOf = groupBy(decisions, (d) => d.interviewId);
  const tagsOf = groupBy(tags, (t) => `${t.targetType}:${t.targetId}`);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    dimensions: Object.fromEntries((scoresOf.get(row.id) ?? []).map((d) => [d.key, d.score])),
    decisions: (decisionsOf.get(row.id) ?? []).map(({ reviewer, decision, reason }) => ({
      reviewer,
      decision,
      reason,
    })),
    tags: [
      ...new Set(
        [...(tagsOf.get(`result:${row.id}`) ?? []), ...(tagsOf.get(`candidate:${row.candidateId}`) ?? [])].map(
          (t) => t.label,
        ),
      ),
    ].sort(),
    betterThan: row.score === null ? null : percentBetterThan(sortedScores, row.score),
    person: persons.get(row.id) ?? { total: 1, position: 1, others: [] },
  }));
}

/**
 * One page of a problem's cohort, one row per person (their screen `query.pick` chooses), filtered and sorted in
 * SQL (unscored and unfinished screens sort last). Candidates the reader may not know (blind review) appear under
 * their pseudonym, and the list is not sorted by name. `cohort` is the kept distribution of the same pick
 * (read-distribution.ts): percentiles, and the count of an unfiltered view.
 */
export async function listCohort(
  problemId: string,
  query: CohortQuery,
  cohort: { sortedScores: readonly number[]; people: number },
  reader: { id: string; role: Role },
) {
  if (query.sort === "name" && (await readsBlind(reader))) query = { ...query, sort: "score" };
  const where = cohortConditions(problemId, query);
  const unfiltered = cohortFilterKeys.every((key) => !query[key]);
  const [rows, total] = await Promise.all([
    readPage(where, query),
    unfiltered
      ? cohort.people
      : db.$queryRaw<[{ total: number }]>`SELECT count(*)::int AS total FROM ${cohortFrom} WHERE ${where}`.then(
          ([row]) => row.total,
        ),
  ]);
  const [annotated, view] = await Promise.all([
    annotate(problemId, rows, cohort.sortedScores),
    identityView(
      reader,
      rows.map((r) => r.candidateId),
    ),
  ]);
  return {
    rows: annotated.map((row) => redactCandidate(row.candidateId, row, view)),
    total,
    pages: Math.max(1, Math.ceil(total / query.size)),
  };
}

/**
 * The page's rows, as `ORDER BY <sort> NULLS LAST, id` would give them, read in two parts: the rows with a value
 * (an index range: the first page of 200,000 by score reads 25 rows, where one ORDER BY … NULLS LAST sorted them
 * all), then, when the page reaches past them, the rows without one.
 */
async function readPage(where: Prisma.Sql, query: CohortQuery): Promise<BaseRow[]> {
  const { expression, join } = cohortOrder(query.sort);
  const direction = query.dir === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const offset = (query.page - 1) * query.size;
  const valued = await db.$queryRaw<BaseRow[]>`
    SELECT ${cohortSelect} FROM ${cohortFrom} ${join} WHERE ${where} AND ${expression} IS NOT NULL
    ORDER BY ${expression} ${direction}, s.id ${direction}
    LIMIT ${query.size} OFFSET ${offset}`;
  if (valued.length === query.size) return valued;
  // Past the rows with a value: the rows without one start where those ended.
  const skip = valued.length
    ? 0
    : offset -
      (
        await db.$queryRaw<[{ n: number }]>`
          SELECT count(*)::int AS n FROM ${cohortFrom} ${join} WHERE ${where} AND ${expression} IS NOT NULL`
      )[0].n;
  const empty = await db.$queryRaw<BaseRow[]>`
    SELECT ${cohortSelect} FROM ${cohortFrom} ${join} WHERE ${where} AND ${expression} IS NULL
    ORDER BY s.id ${direction}
    LIMIT ${query.size - valued.length} OFFSET ${Math.max(0, skip)}`;
  return [...valued, ...empty];
}

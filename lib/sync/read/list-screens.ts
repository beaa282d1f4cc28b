import "server-only";
import type { Role } from "@/lib/auth/roles";
import { identityView, readsBlind, redactCandidate } from "@/lib/review/blind";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { readKeysetPage, type KeysetQuery, type KeysetResult, type SortColumn } from "./keyset";
import { readKeysetSearchPage } from "./keyset-search";
import { anchorOf, containsPattern } from "./list-query";
import { searchTextCondition } from "./search-text";
import type { ScreenSort, ScreensQuery } from "./screens-query";
import { decisionCondition, readPageReviewState, type ScreenReview } from "./review-state";

/** A screen as lists show it: who, what, where it stands and, once completed, how it went. */
export interface ScreenListRow {
  id: string;
  candidateId: string;
  candidateName: string | null;
  candidateEmail: string | null;
  problemId: string;
  problemName: string | null;
  problemType: string;
  status: string;
  createdAt: Date;
  completedAt: Date | null;
  score: number | null;
  risk: string | null;
  flagCount: number | null;
  sortKey: Date | number;
}

/** A listed screen with what the team made of it and its candidate's latest Scout verdict. */
export interface ReviewedScreenRow extends ScreenListRow {
  review: ScreenReview | null;
  scoutVerdict: string | null;
}

/** Each sort reads its index. Sorting by score or completion ranks the screens that have one. */
const id = Prisma.sql`s.id`;
const columns: Record<ScreenSort, SortColumn> = {
  createdAt: { expression: Prisma.sql`s."createdAt"`, id, type: "timestamp" },
  completedAt: { expression: Prisma.sql`s."completedAt"`, id, type: "timestamp" },
  score: { expression: Prisma.sql`s.score`, id, type: "float" },
};

/** The screens a sort ranks: those with a score, or with a completion time; every screen otherwise. */
export const sortRanks: Record<ScreenSort, string | null> = {
  createdAt: null,
  completedAt: "completed screens",
  score: "scored screens",
};

/**
 * A search matching more screens says "more than 10,000": each match counted joins its candidate (100,000 of them
 * took over a second at 1,000,000 screens).
 */
const searchCountedTo = 10_000;

/** Screens with their candidates: what the filters read. */
const screensFrom = Prisma.sql`mirror_screen s LEFT JOIN mirror_candidate c ON c.id = s."candidateId"`;

/**
 * A blind reader's search (lib/review/blind.ts) reads candidate and screen ids, never who a candidate is; any other
 * search is the candidate's search-text test (searchTextCondition).
 */
function conditions(
  { q, status, problem, risk, decision, since, sort }: ScreensQuery,
  blind: boolean,
  search: Prisma.Sql | undefined,
): Prisma.Sql {
  const where = [Prisma.sql`s."goneAt" IS NULL`];
  if (sort === "score") where.push(Prisma.sql`s.score IS NOT NULL`);
  if (sort === "completedAt") where.push(Prisma.sql`s."completedAt" IS NOT NULL`);
  if (q && blind)
    where.push(
      Prisma.sql`(lower(s."candidateId") LIKE ${containsPattern(q)} OR lower(s.id) LIKE ${containsPattern(q)})`,
    );
  else if (search) where.push(search);
  if (status) where.push(Prisma.sql`s.status = ${status}`);
  if (problem) where.push(Prisma.sql`s."problemId" = ${problem}`);
  if (risk) where.push(Prisma.sql`s.risk = ${risk}`);
  if (since) where.push(Prisma.sql`s."completedAt" >= ${since}`);
  const decided = decisionCondition(decision, Prisma.sql`s.id`);
  if (decided) where.push(decided);
  return Prisma.join(where, " AND ");
}

/** The total of a list filtered by status at most, from the counts kept per status (migration mirror_status_count). */
function keptTotal({ q, status, problem, risk, decision, since, sort }: ScreensQuery): Prisma.Sql | undefined {
  if (q || problem || risk || decision || since || sort !== "createdAt") return undefined;
  return Prisma.sql`SELECT coalesce(sum(n), 0)::int AS total FROM mirror_status_count ${status ? Prisma.sql`WHERE status = ${status}` : Prisma.empty}`;
}

/**
 * One page of screens from the mirror with candidate and problem names, filtered and sorted in SQL, then the
 * team's decisions, flag reviews and Scout verdicts for that page's rows. Candidates the reader may not know
 * (blind review) appear under their pseudonym, without email or Scout verdict.
 */
export async function listScreens(
  query: ScreensQuery,
  reader: { id: string; role: Role },
): Promise<KeysetResult<ReviewedScreenRow>> {
  const column = columns[query.sort];
  const blind = await readsBlind(reader);
  const search = query.q && !blind ? await searchTextCondition(db, query.q) : undefined;
  const keyset: KeysetQuery<ScreenListRow> = {
    select: Prisma.sql`s.id, s."candidateId", c.name AS "candidateName", c.email AS "candidateEmail", s."problemId", p.name AS "problemName",
      s."problemType", s.status, s."createdAt", s."completedAt", s.score, s.risk, s."flagCount", ${column.expression} AS "sortKey"`,
    from: Prisma.sql`${screensFrom} LEFT JOIN problem_registry p ON p."problemId" = s."problemId"`,
    filters: conditions(query, blind, search),
    keptTotal: keptTotal(query),
    column,
    direction: query.dir,
    anchor: anchorOf(query),
    size: query.size,
    cursorOf: (row) => [row.sortKey, row.id],
  };
  const page = query.q
    ? await readKeysetSearchPage(db, keyset, screensFrom, searchCountedTo)
    : await readKeysetPage(db, keyset);
  const candidateIds = page.rows.map((row) => row.candidateId);
  const [state, view] = await Promise.all([
    readPageReviewState(
      page.rows.map((row) => row.id),
      candidateIds,
    ),
    identityView(reader, candidateIds),
  ]);
  return {
    ...page,
    rows: page.rows.map((row) =>
      redactCandidate(
        row.candidateId,
        { ...row, review: state.screens.get(row.id) ?? null, scoutVerdict: state.scout.get(row.candidateId) ?? null },
        view,
      ),
    ),
  };
}

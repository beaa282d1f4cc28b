import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { decisionFilterValues, type DecisionFilter } from "./decision-filter";

/** What the team has made of one screen: reviewers' decisions by value, flags with a verdict. */
export interface ScreenReview {
  decisions: Partial<Record<string, number>>;
  reviewedFlags: number;
}

/** Where the page's screens stand with the team, and each candidate's latest Scout verdict, read for the page only. */
export interface PageReviewState {
  screens: Map<string, ScreenReview>;
  scout: Map<string, string | null>;
}

/**
 * Decisions, reviewed flags (the results' kept count) and Scout verdicts for one page of rows: three statements
 * over the page's ids (each table's own index), never a join over the whole list, so a page costs the same at 1,000 or 1,000,000 screens.
 */
export async function readPageReviewState(screenIds: string[], candidateIds: string[]): Promise<PageReviewState> {
  const state: PageReviewState = { screens: new Map(), scout: new Map() };
  if (!screenIds.length) return state;
  const candidates = [...new Set(candidateIds)];
  const [decisions, flags, scout] = await Promise.all([
    db.$queryRaw<Array<{ interviewId: string; decision: string; count: number }>>`
      SELECT "interviewId", decision, COUNT(*)::int AS count FROM decision WHERE "interviewId" = ANY(${screenIds}) GROUP BY "interviewId", decision`,
    db.$queryRaw<Array<{ interviewId: string; count: number }>>`
      SELECT "interviewId", "reviewedFlagCount" AS count FROM result_snapshot WHERE "interviewId" = ANY(${screenIds}) AND "reviewedFlagCount" > 0`,
    candidates.length
      ? db.$queryRaw<Array<{ candidateId: string; verdict: string | null }>>`
          SELECT DISTINCT ON ("candidateId") "candidateId", verdict FROM scout_request
          WHERE "candidateId" = ANY(${candidates}) ORDER BY "candidateId", "createdAt" DESC`
      : Promise.resolve([]),
  ]);
  const review = (id: string) => {
    let entry = state.screens.get(id);
    if (!entry) state.screens.set(id, (entry = { decisions: {}, reviewedFlags: 0 }));
    return entry;
  };
  for (const row of decisions) review(row.interviewId).decisions[row.decision] = row.count;
  for (const row of flags) review(row.interviewId).reviewedFlags = row.count;
  for (const row of scout) state.scout.set(row.candidateId, row.verdict);
  return state;
}

/**
 * The SQL condition for a decision filter on screens whose id is `idColumn`: some reviewer chose that value, or
 * nobody decided yet. Both are (NOT) EXISTS probes of `decision`'s (interviewId, reviewerId) index.
 */
export function decisionCondition(filter: DecisionFilter | undefined, idColumn: Prisma.Sql): Prisma.Sql | null {
  if (!filter) return null;
  if (filter === "undecided")
    return Prisma.sql`NOT EXISTS (SELECT 1 FROM decision d WHERE d."interviewId" = ${idColumn})`;
  if (!decisionFilterValues.includes(filter)) return null;
  return Prisma.sql`EXISTS (SELECT 1 FROM decision d WHERE d."interviewId" = ${idColumn} AND d.decision = ${filter})`;
}

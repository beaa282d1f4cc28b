import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { DomainError } from "@/lib/errors/domain-error";
import { setDecision } from "@/lib/annotations/annotations";
import { flagsAwaitingSecondOpinion } from "@/lib/review/second-opinion";
import type { AuditEntry } from "@/lib/audit/record-audit";
import { chosenScreen, cohortConditions, cohortFrom } from "./cohort-sql";
import {
  MAX_DECIDED_AT_ONCE,
  type CohortSelection,
  type countAtOrAboveSchema,
  type decideCohortSchema,
} from "./selection";

const n = (value: number) => value.toLocaleString("en");

/**
 * The screens of a problem a selection names, resolved in SQL: one per person, the one the cohort shows in the
 * selection's pick (ids outside the problem are dropped). A ticked screen that is no longer its person's shown
 * one (a retake arrived since, in the latest view) is refused rather than moved to a screen nobody looked at.
 */
export async function resolveSelection(
  problemId: string,
  selection: CohortSelection,
  limit: number,
): Promise<string[]> {
  if (selection.kind === "ids") {
    const found = await db.$queryRaw<{ id: string; shown: boolean }[]>`
      SELECT s.id, ${chosenScreen[selection.pick]} AS shown FROM mirror_screen s
      WHERE s."problemId" = ${problemId} AND s."goneAt" IS NULL AND s.id = ANY(${selection.ids}::text[])`;
    const moved = found.filter((r) => !r.shown).length;
    if (moved)
      throw new DomainError(
        `${n(moved)} of the selected candidates ${moved === 1 ? "has" : "have"} had another screen since; the ${selection.pick} one is no longer what you selected. Reload and select again.`,
      );
    return found.map((r) => r.id);
  }
  const where = Prisma.sql`${cohortConditions(problemId, selection.filters)} AND s.score >= ${selection.min} AND NOT (s.id = ANY(${selection.exclude}::text[]))`;
  const rows = await db.$queryRaw<
    { id: string }[]
  >`SELECT s.id FROM ${cohortFrom} WHERE ${where} ORDER BY s.score DESC NULLS LAST, s.id LIMIT ${limit + 1}`;
  return rows.map((r) => r.id);
}

/**
 * How many people (matching the filters, by their shown screen) score at least `min`, and those screens' ids when
 * there are few enough to compare.
 */
export async function countAtOrAbove({ problemId, filters, min }: z.output<typeof countAtOrAboveSchema>) {
  const where = Prisma.sql`${cohortConditions(problemId, filters)} AND s.score >= ${min}`;
  const [[{ count }], few] = await Promise.all([
    db.$queryRaw<[{ count: number }]>`SELECT count(*)::int AS count FROM ${cohortFrom} WHERE ${where}`,
    db.$queryRaw<{ id: string }[]>`SELECT s.id FROM ${cohortFrom} WHERE ${where} ORDER BY s.score DESC, s.id LIMIT 6`,
  ]);
  return { count, ids: few.length <= 5 ? few.map((r) => r.id) : null };
}

/**
 * One decision per reviewer per result, on the shown screen of every selected person: each is the same upsert as
 * on the results page, and each is audited on its own result.
 */
export async function decideMany(
  input: z.output<typeof decideCohortSchema>,
  reviewerId: string,
  audit: (entry: AuditEntry) => Promise<void>,
) {
  const ids = await resolveSelection(input.problemId, input.selection, MAX_DECIDED_AT_ONCE);
  if (!ids.length) throw new DomainError("No candidate of this problem is selected any more; select again.");
  if (ids.length > MAX_DECIDED_AT_ONCE)
    throw new DomainError(
      `More than ${n(MAX_DECIDED_AT_ONCE)} candidates are selected; one decision covers at most that many. Raise the cut-off or filter.`,
    );
  if (input.decision === "reject") {
    const waiting = await flagsAwaitingSecondOpinion(ids);
    if (waiting.size)
      throw new DomainError(
        `${n(waiting.size)} of the selected results have a confirmed flag waiting for a second opinion; a reject needs it first. Leave them out or get the second opinion.`,
      );
  }
  for (const interviewId of ids) {
    const { before, after } = await setDecision(
      { interviewId, decision: input.decision, reason: input.reason },
      reviewerId,
    );
    await audit({
      action: "decision.set",
      targetType: "result",
      targetId: interviewId,
      before: before && { decision: before.decision, reason: before.reason },
      after: { decision: after.decision, reason: after.reason },
      metadata: { from: "cohort", problemId: input.problemId, selected: ids.length },
    });
  }
  return { decided: ids.length };
}

import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { reasonProblem } from "./flag-kinds";
import { finishReviewRequests } from "./finish-review-requests";
import { readReviewSettings } from "./review-settings";
import { ReviewRuleError } from "./review-error";
import type { flagVerdictInputSchema } from "./verdict-schemas";
import type { FlagVerdict } from "./verdicts";

type Tx = Prisma.TransactionClient;

/** The tally column each verdict counts in (fixed names: never built from input). */
const tallyColumn: Record<FlagVerdict, Prisma.Sql> = {
  confirmed: Prisma.raw("confirmed"),
  cleared: Prisma.raw("cleared"),
  retake: Prisma.raw("retake"),
};

interface FlagRow {
  problemId: string;
  level: string;
  day: Date;
}

/** The flag, locked for this transaction so two verdicts on it apply one after the other. */
async function lockFlag(tx: Tx, interviewId: string, flagId: string): Promise<FlagRow> {
  const [flag] = await tx.$queryRaw<FlagRow[]>`
    SELECT "problemId", level, day FROM result_flag WHERE "interviewId" = ${interviewId} AND "flagId" = ${flagId} FOR UPDATE`;
  if (!flag) throw new ReviewRuleError("This flag is not in the result's integrity report.");
  return flag;
}

async function tally(tx: Tx, flag: FlagRow, kind: string, verdict: string, delta: 1 | -1) {
  const column = tallyColumn[verdict as FlagVerdict];
  if (!column) return; // a verdict stored before reasons existed that no longer counts
  await tx.$executeRaw`
    UPDATE flag_tally SET ${column} = ${column} + ${delta}
    WHERE day = ${flag.day} AND kind = ${kind} AND "problemId" = ${flag.problemId} AND level = ${flag.level}`;
}

/**
 * Records the team's verdict on a flag: checks the reason against the flag kind's and the team's lists, keeps the earlier verdict in
 * the history, clears any second opinion (it agreed with something else), moves the flag's count in the precision
 * tally, and settles its open second-opinion request when the verdict changed, all in one transaction. `at` is when
 * it was given: now, except for the sandbox's demo history (lib/demo-history), which replays a team's past.
 */
export async function recordVerdict(
  input: z.output<typeof flagVerdictInputSchema>,
  reviewerId: string,
  at = new Date(),
) {
  const settings = await readReviewSettings();
  if (input.verdict === "retake") input = { ...input, reason: "" };
  else {
    const problem = reasonProblem(input.flagId, input.verdict, input.reason, input.note, settings.reasons);
    if (problem) throw new ReviewRuleError(problem);
  }
  const { interviewId, flagId } = input;
  return db.$transaction(async (tx) => {
    const flag = await lockFlag(tx, interviewId, flagId);
    const where = { interviewId_flagId: { interviewId, flagId } };
    const before = await tx.flagReview.findUnique({ where });
    const fields = {
      reviewerId,
      verdict: input.verdict,
      reason: input.reason,
      note: input.note,
      level: flag.level,
      updatedAt: at,
    };
    const after = await tx.flagReview.upsert({
      where,
      create: { interviewId, flagId, ...fields, createdAt: at },
      update: { ...fields, secondReviewerId: null, secondAt: null },
    });
    await tx.flagReviewChange.create({
      data: { interviewId, flagId, reviewerId, verdict: input.verdict, reason: input.reason, note: input.note, at },
    });
    const changed = before?.verdict !== input.verdict;
    if (changed) {
      if (before) await tally(tx, flag, flagId, before.verdict, -1);
      await tally(tx, flag, flagId, input.verdict, 1);
    }
    // A request for a second opinion asked about the verdict that was: a new verdict settles it, and so does the
    // person asked recording the same verdict themselves (they are now its reviewer, who cannot be its second).
    const requestsDone = await finishReviewRequests(tx, interviewId, flagId, at, changed ? undefined : reviewerId);
    return { before, after, requestsDone };
  });
}

/** A verdict's history, newest first, for the flag's "History" list. */
export function listVerdictHistory(interviewId: string) {
  return db.flagReviewChange.findMany({
    where: { interviewId },
    orderBy: { at: "desc" },
    take: 200,
  });
}

/**
 * Takes these screens' flags and their verdicts out of the precision tally, before they are deleted (an erased
 * candidate's results leave no count behind, and the tally stays equal to the flags stored).
 */
export function untallyFlags(tx: Tx, interviewIds: readonly string[]) {
  return tx.$executeRaw`
    UPDATE flag_tally t SET flagged = t.flagged - c.flagged, confirmed = t.confirmed - c.confirmed,
                            cleared = t.cleared - c.cleared, retake = t.retake - c.retake
    FROM (SELECT rf.day, rf."flagId" AS kind, rf."problemId", rf.level, COUNT(*)::int AS flagged,
                 COUNT(*) FILTER (WHERE r.verdict = 'confirmed')::int AS confirmed,
                 COUNT(*) FILTER (WHERE r.verdict = 'cleared')::int AS cleared,
                 COUNT(*) FILTER (WHERE r.verdict = 'retake')::int AS retake
          FROM result_flag rf LEFT JOIN flag_review r ON r."interviewId" = rf."interviewId" AND r."flagId" = rf."flagId"
          WHERE rf."interviewId" = ANY(${[...interviewIds]}::text[])
          GROUP BY 1, 2, 3, 4) c
    WHERE t.day = c.day AND t.kind = c.kind AND t."problemId" = c."problemId" AND t.level = c.level`;
}

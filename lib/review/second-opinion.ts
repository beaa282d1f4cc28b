import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { finishReviewRequests } from "./finish-review-requests";
import { readReviewSettings } from "./review-settings";
import { ReviewRuleError } from "./review-error";

/**
 * A second reviewer agrees with a confirmed verdict. The one who gave the verdict cannot be the second; a verdict
 * changed after this needs a new agreement (recordVerdict clears it). Any open request for this second opinion is
 * done in the same transaction, whoever gave it. `at`: when (now, but for the demo history's past).
 */
export async function agreeWithVerdict(
  input: { interviewId: string; flagId: string },
  reviewerId: string,
  at = new Date(),
) {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ reviewerId: string; verdict: string; secondAt: Date | null }[]>`
      SELECT "reviewerId", verdict, "secondAt" FROM flag_review
      WHERE "interviewId" = ${input.interviewId} AND "flagId" = ${input.flagId} FOR UPDATE`;
    if (!row || row.verdict !== "confirmed") throw new ReviewRuleError("Only a confirmed flag takes a second opinion.");
    if (row.reviewerId === reviewerId)
      throw new ReviewRuleError("A second opinion must come from someone other than the reviewer who confirmed it.");
    if (row.secondAt) throw new ReviewRuleError("This verdict already has a second opinion.");
    await tx.flagReview.update({
      where: { interviewId_flagId: input },
      data: { secondReviewerId: reviewerId, secondAt: at, updatedAt: at },
    });
    await tx.flagReviewChange.create({ data: { ...input, reviewerId, verdict: "agreed", reason: "", note: "", at } });
    // Whoever was asked, the second opinion is given: the request leaves their "Waiting for you" with it.
    const requestsDone = await finishReviewRequests(tx, input.interviewId, input.flagId, at);
    return { confirmedBy: row.reviewerId, requestsDone };
  });
}

/** The condition "this flag review waits for a second opinion" on `flag_review f`, for the current settings. */
export async function awaitingSecondOpinionSql(alias = "f"): Promise<Prisma.Sql | null> {
  const { secondOpinionLevels } = await readReviewSettings();
  if (!secondOpinionLevels.length) return null;
  const f = Prisma.raw(alias);
  return Prisma.sql`${f}.verdict = 'confirmed' AND ${f}.level = ANY(${secondOpinionLevels}::text[]) AND ${f}."secondAt" IS NULL`;
}

/** The flags of a result that still wait for a second opinion (a reject cannot be recorded while any does). */
export async function flagsAwaitingSecondOpinion(interviewIds: readonly string[]): Promise<Map<string, string[]>> {
  const waiting = await awaitingSecondOpinionSql();
  if (!waiting || !interviewIds.length) return new Map();
  const rows = await db.$queryRaw<{ interviewId: string; flagId: string }[]>`
    SELECT f."interviewId", f."flagId" FROM flag_review f WHERE f."interviewId" = ANY(${[...interviewIds]}::text[]) AND ${waiting}`;
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.interviewId, [...(map.get(row.interviewId) ?? []), row.flagId]);
  return map;
}

/** Refuses a reject while a confirmed flag of the result waits for a second opinion. */
export async function assertRejectAllowed(interviewId: string) {
  const waiting = (await flagsAwaitingSecondOpinion([interviewId])).get(interviewId);
  if (waiting?.length)
    throw new ReviewRuleError(
      `A reject needs a second reviewer to agree with the confirmed ${waiting.length === 1 ? "flag" : "flags"} first (${waiting.join(", ")}).`,
    );
}

/** How many results wait for a second opinion (the overview's count): an index range over flag_review. */
export async function countAwaitingSecondOpinion(): Promise<number> {
  const waiting = await awaitingSecondOpinionSql();
  if (!waiting) return 0;
  const [{ count }] = await db.$queryRaw<[{ count: number }]>`
    SELECT COUNT(DISTINCT f."interviewId")::int AS count FROM flag_review f WHERE ${waiting}`;
  return count;
}

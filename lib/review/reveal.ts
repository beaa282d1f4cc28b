import "server-only";
import { db } from "@/lib/db/client";
import { ReviewRuleError } from "./review-error";

/** Whether this reviewer may reveal the result's candidate, and who that is (null when the result is not stored). */
export interface RevealState {
  candidateId: string | null;
  /** They recorded a verdict on every flag of the result, or a decision on a result without flags. */
  allowed: boolean;
  revealed: boolean;
}

/**
 * One read: the result's candidate, its flags against this reviewer's own verdicts (their verdict history, so a
 * verdict someone else later changed still counts as theirs), their decision, and an earlier reveal.
 */
export async function revealState(reviewerId: string, interviewId: string): Promise<RevealState> {
  const [row] = await db.$queryRaw<
    { candidateId: string; flags: number; judged: number; decided: boolean; revealed: boolean }[]
  >`
    SELECT r."candidateId",
      (SELECT count(*)::int FROM result_flag f WHERE f."interviewId" = r."interviewId") AS flags,
      (SELECT count(DISTINCT c."flagId")::int FROM flag_review_change c
        JOIN result_flag f ON f."interviewId" = c."interviewId" AND f."flagId" = c."flagId"
        WHERE c."interviewId" = r."interviewId" AND c."reviewerId" = ${reviewerId}
          AND c.verdict IN ('confirmed', 'cleared', 'retake')) AS judged,
      EXISTS (SELECT 1 FROM decision d WHERE d."interviewId" = r."interviewId" AND d."reviewerId" = ${reviewerId}) AS decided,
      EXISTS (SELECT 1 FROM candidate_reveal v WHERE v."userId" = ${reviewerId} AND v."candidateId" = r."candidateId") AS revealed
    FROM result_snapshot r WHERE r."interviewId" = ${interviewId}`;
  if (!row) return { candidateId: null, allowed: false, revealed: false };
  const allowed = row.flags > 0 ? row.judged >= row.flags : row.decided;
  return { candidateId: row.candidateId, allowed, revealed: row.revealed };
}

/**
 * Of these candidates, the ones with a stored result whose flags this reviewer has not all given a verdict on. A
 * reveal is remembered per candidate while its rule is per result: a decision on a flag-free result must not name the
 * candidate on their flagged results still awaiting this reviewer's verdicts, so such a candidate stays hidden.
 */
export async function awaitingVerdicts(reviewerId: string, candidateIds: readonly string[]): Promise<Set<string>> {
  if (!candidateIds.length) return new Set();
  const rows = await db.$queryRaw<{ candidateId: string }[]>`
    SELECT DISTINCT r."candidateId" FROM result_snapshot r
    WHERE r."candidateId" = ANY(${[...candidateIds]}::text[])
      AND EXISTS (
        SELECT 1 FROM result_flag f WHERE f."interviewId" = r."interviewId"
          AND NOT EXISTS (
            SELECT 1 FROM flag_review_change c
            WHERE c."interviewId" = f."interviewId" AND c."flagId" = f."flagId" AND c."reviewerId" = ${reviewerId}
              AND c.verdict IN ('confirmed', 'cleared', 'retake')))`;
  return new Set(rows.map((r) => r.candidateId));
}

/**
 * Remembers that this reviewer revealed the result's candidate, once their own judgement of the result is on
 * record (refused before: blind review exists so that the verdicts are made without knowing who it is).
 */
export async function revealCandidate(reviewerId: string, interviewId: string) {
  const state = await revealState(reviewerId, interviewId);
  if (!state.candidateId) throw new ReviewRuleError("These results are not stored yet; open them first.");
  if (!state.allowed)
    throw new ReviewRuleError(
      "Record your verdict on every flag of this result (or your decision, when it has no flags) before revealing the candidate.",
    );
  if ((await awaitingVerdicts(reviewerId, [state.candidateId])).size)
    throw new ReviewRuleError(
      "This candidate has other flagged results without your verdicts. Record them first: a reveal here would name the candidate there too.",
    );
  const key = { userId_candidateId: { userId: reviewerId, candidateId: state.candidateId } };
  await db.candidateReveal.upsert({
    where: key,
    create: { userId: reviewerId, candidateId: state.candidateId, interviewId },
    update: {},
  });
  return { candidateId: state.candidateId, already: state.revealed };
}

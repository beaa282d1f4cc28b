import "server-only";
import { db } from "@/lib/db/client";
import type { BulkJobRow } from "@/lib/db/generated/client";
import { openRowStates, type RowState } from "./job-schemas";

export interface Finish {
  state: RowState;
  interviewId?: string | null;
  message?: string | null;
  /** For retryable outcomes: when the row may be claimed again (the lease is kept until then). */
  retryAt?: Date;
  /** Whether an issue request may have reached the service (set before sending, cleared on a clear refusal). */
  sentAt?: Date | null;
}

/**
 * Writes a row's outcome, only if `owner` still holds its lease (another instance may have taken it over), in
 * one statement. It takes the job row FOR SHARE first: a cancellation (which updates the job, then its open
 * rows, in one transaction) either commits before, and a row that would wait again ends cancelled here, or
 * starts after and cancels it. A final outcome (issued, failed) stands either way.
 */
export async function finishRow(
  row: Pick<BulkJobRow, "id" | "jobId">,
  owner: string,
  outcome: Finish,
): Promise<boolean> {
  const retryAt = outcome.retryAt ?? null;
  const stoppable = openRowStates.includes(outcome.state);
  const count = await db.$executeRaw`
    WITH job AS (SELECT status FROM bulk_job WHERE id = ${row.jobId} FOR SHARE),
         decision AS (SELECT (job.status = 'cancelled' AND ${stoppable}) AS stopped FROM job)
    UPDATE bulk_job_row r SET
      state = CASE WHEN d.stopped THEN 'cancelled' ELSE ${outcome.state} END,
      message = CASE WHEN d.stopped THEN 'cancelled before it was sent' ELSE ${outcome.message ?? null}::text END,
      "interviewId" = CASE WHEN d.stopped THEN r."interviewId" ELSE COALESCE(${outcome.interviewId ?? null}::text, r."interviewId") END,
      "leaseUntil" = CASE WHEN d.stopped THEN NULL ELSE ${retryAt}::timestamp END,
      "leaseOwner" = CASE WHEN d.stopped OR ${retryAt}::timestamp IS NULL THEN NULL ELSE r."leaseOwner" END,
      "sentAt" = CASE WHEN ${outcome.sentAt !== undefined} THEN ${outcome.sentAt ?? null}::timestamp ELSE r."sentAt" END,
      attempts = CASE WHEN NOT d.stopped AND ${outcome.state} = 'waiting_problem' THEN 0 ELSE r.attempts END,
      "updatedAt" = now()
    FROM decision d
    WHERE r.id = ${row.id} AND r."leaseOwner" = ${owner}`;
  return count === 1;
}

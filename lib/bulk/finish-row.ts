import "server-only";
import type { SqlExecutor } from "@/lib/jobs";
import { db } from "@/lib/db/client";
import type { BulkJobRow } from "@/lib/db/generated/client";
import { openRowStates, type RowState } from "./job-schemas";

/** Queues a row's next attempt in the transaction that records it (the job engine's, lib/bulk/row-job.ts). */
export type QueueRetry = (tx: SqlExecutor, row: Pick<BulkJobRow, "id" | "jobId">, at: Date) => Promise<unknown>;

export interface Finish {
  state: RowState;
  interviewId?: string | null;
  message?: string | null;
  /** For retryable outcomes: when the row's next attempt runs (a job queued with the outcome). */
  retryAt?: Date;
  /** Whether an issue request may have reached the service (set before sending, cleared on a clear refusal). */
  sentAt?: Date | null;
}

/**
 * Writes a row's outcome, only if `claim` is still the row's claim (an attempt that took over after this one
 * expired holds another), and queues the row's next attempt with a retryable outcome, in one transaction. It
 * takes the job row FOR SHARE first: a cancellation (which updates the job, then its open rows, in one
 * transaction) either commits before, and a row that would wait again ends cancelled here, or starts after and
 * cancels it. A final outcome (issued, failed) stands either way.
 */
export async function finishRow(
  row: Pick<BulkJobRow, "id" | "jobId">,
  claim: string,
  outcome: Finish,
  queueRetry: QueueRetry,
): Promise<boolean> {
  const retryAt = outcome.retryAt ?? null;
  const stoppable = openRowStates.includes(outcome.state);
  // The outcome in one statement; only a retry, which queues the next attempt with it, needs a transaction (and
  // holds a connection across its statements), so the common final outcomes stay one round trip.
  const write = async (sql: Pick<typeof db, "$queryRaw">) => {
    const [written] = await sql.$queryRaw<{ stopped: boolean }[]>`
      WITH job AS (SELECT status FROM bulk_job WHERE id = ${row.jobId} FOR SHARE),
           decision AS (SELECT (job.status = 'cancelled' AND ${stoppable}) AS stopped FROM job)
      UPDATE bulk_job_row r SET
        state = CASE WHEN d.stopped THEN 'cancelled' ELSE ${outcome.state} END,
        message = CASE WHEN d.stopped THEN 'cancelled before it was sent' ELSE ${outcome.message ?? null}::text END,
        "interviewId" = CASE WHEN d.stopped THEN r."interviewId" ELSE COALESCE(${outcome.interviewId ?? null}::text, r."interviewId") END,
        claim = NULL,
        "sentAt" = CASE WHEN ${outcome.sentAt !== undefined} THEN ${outcome.sentAt ?? null}::timestamp ELSE r."sentAt" END,
        attempts = CASE WHEN NOT d.stopped AND ${outcome.state} = 'waiting_problem' THEN 0 ELSE r.attempts END,
        "updatedAt" = now()
      FROM decision d
      WHERE r.id = ${row.id} AND r.claim = ${claim}
      RETURNING d.stopped`;
    return written;
  };
  if (!retryAt) return !!(await write(db));
  return db.$transaction(async (tx) => {
    const written = await write(tx);
    if (!written) return false;
    if (!written.stopped) await queueRetry(tx, row, retryAt);
    return true;
  });
}

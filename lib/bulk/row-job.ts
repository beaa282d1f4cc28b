import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { BulkJob, BulkJobRow } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { defineJob, enqueue, enqueueMany, instanceId, type SqlExecutor } from "@/lib/jobs";
import { announceProgress } from "./announce-progress";
import { completeFinishedJobs } from "./complete-jobs";
import type { RowState } from "./job-schemas";
import { processRow } from "./process-row";

/**
 * Claims one row for this attempt, naming this instance in `workedBy`: a fresh token in `claim` fences every
 * later write of the row (finish-row.ts), so an attempt the engine gave up on (it expired while still running)
 * cannot overwrite the attempt that took over. Nothing is claimed when the row is final or its job is not
 * running (paused, cancelled, still receiving its roster): resuming or starting the job enqueues its open rows
 * again.
 */
async function claimRow(rowId: string, token: string): Promise<BulkJobRow | null> {
  const [row] = await db.$queryRaw<BulkJobRow[]>`
    UPDATE bulk_job_row r
    SET state = CASE WHEN r.state = 'waiting_problem' THEN 'waiting_problem' ELSE 'working' END, claim = ${token}, "workedBy" = ${instanceId}, attempts = r.attempts + 1, "updatedAt" = now()
    FROM bulk_job j
    WHERE r.id = ${rowId} AND j.id = r."jobId" AND j.status = 'running' AND r.state IN ('pending', 'working', 'waiting_problem')
    RETURNING r.*`;
  return row ?? null;
}

/** What a row needs of its job (problem, options, creation time) never changes: read once per job and process. */
const jobs = new Map<string, BulkJob>();
async function jobOf(jobId: string) {
  let job = jobs.get(jobId);
  if (!job) {
    if (jobs.size > 200) jobs.clear();
    job = await db.bulkJob.findUniqueOrThrow({ where: { id: jobId } });
    jobs.set(jobId, job);
  }
  return job;
}

/**
 * One bulk row: every open row of a running job has one of these queued (key: the row, policy "short", so a
 * row has at most one attempt waiting). An instance that dies mid-row leaves its job active; the engine fails
 * it once BULK_ROW_EXPIRE_SECONDS pass and another instance takes the row over, checking first whether the
 * dead one had sent its request (process-row.ts).
 */
export const bulkRowJob = defineJob({
  name: "bulk-row",
  payload: z.object({ rowId: z.string(), jobId: z.string() }),
  handler: async ({ rowId, jobId }) => {
    const token = randomUUID();
    const row = await claimRow(rowId, token);
    if (!row) return;
    await processRow(row, await jobOf(jobId), token, enqueueRowRetry);
    await completeFinishedJobs(jobId);
    announceProgress(jobId);
  },
  options: {
    // "short": one waiting job per row. Not "stately": pg-boss fetches the oldest due job whatever its key, and
    // under "stately" a row's next attempt that is due while the attempt that queued it is still finishing
    // fails the whole fetch (one active per key), stalling every worker until that attempt ends.
    policy: "short",
    concurrency: env.BULK_CONCURRENCY,
    expireInSeconds: env.BULK_ROW_EXPIRE_SECONDS,
    // Retries here are for crashes and expiries; a row's own failures (429, 5xx) are retried by process-row.ts.
    retryLimit: 10,
    retryDelaySeconds: 1,
    retryBackoff: true,
    pollingIntervalSeconds: 2,
  },
});

/** Queues the open rows of a job (in `tx`, with the change that lets them run): created, resumed, retried. */
export async function enqueueOpenRows(
  tx: SqlExecutor & Pick<typeof db, "bulkJobRow">,
  jobId: string,
  states: RowState[] = ["pending", "working", "waiting_problem"],
) {
  const rows = await tx.bulkJobRow.findMany({
    where: { jobId, state: { in: states } },
    select: { id: true },
  });
  await enqueueMany(
    bulkRowJob,
    rows.map(({ id }) => ({ payload: { rowId: id, jobId }, key: id })),
    { tx },
  );
}

/** Queues a row's next attempt, not before `at` (a retry after a 429, a problem still being created). */
export function enqueueRowRetry(tx: SqlExecutor, row: Pick<BulkJobRow, "id" | "jobId">, at: Date) {
  return enqueue(bulkRowJob, { rowId: row.id, jobId: row.jobId }, { tx, key: row.id, startAfter: at });
}

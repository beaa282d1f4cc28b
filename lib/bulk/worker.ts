import "server-only";
import { randomUUID } from "node:crypto";
import os from "node:os";
import { db } from "@/lib/db/client";
import type { BulkJob, BulkJobRow } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { publishChange } from "@/lib/live/publish";
import { completeFinishedJobs } from "./complete-jobs";
import { processRow } from "./process-row";

const IDLE_POLL_MS = 1000;
const SWEEP_MS = 5000;
const ANNOUNCE_MS = 300;

/**
 * Claims up to `limit` open rows of running jobs for this instance. SKIP LOCKED lets several instances claim
 * at once without waiting on, or taking, each other's rows; an expired lease (its instance died) makes a row
 * claimable again, and `pending` rows waiting for a retry are skipped until their time. A row waiting for its
 * problem stays `waiting_problem` while it is checked again, so the page does not show it as being sent.
 */
async function claimRows(owner: string, limit: number): Promise<BulkJobRow[]> {
  return db.$queryRaw<BulkJobRow[]>`
    UPDATE bulk_job_row r
    SET state = CASE WHEN r.state = 'waiting_problem' THEN 'waiting_problem' ELSE 'working' END, "leaseOwner" = ${owner}, "leaseUntil" = now() + make_interval(secs => ${env.BULK_LEASE_SECONDS}), attempts = r.attempts + 1, "updatedAt" = now()
    WHERE r.id IN (
      SELECT c.id FROM bulk_job_row c JOIN bulk_job j ON j.id = c."jobId"
      WHERE j.status = 'running'
        AND ((c.state = 'pending' AND (c."leaseUntil" IS NULL OR c."leaseUntil" < now()))
          OR (c.state IN ('working', 'waiting_problem') AND c."leaseUntil" < now()))
      ORDER BY j."createdAt", c.position
      LIMIT ${limit}
      FOR UPDATE OF c SKIP LOCKED)
    RETURNING r.*`;
}

interface Worker {
  owner: string;
  inFlight: number;
  /** Rows in flight per job: a job is checked for completion when its last one here finishes. */
  inFlightByJob: Map<string, number>;
  timer?: ReturnType<typeof setTimeout>;
  stopped: boolean;
}

const globalWorker = globalThis as { bulkWorker?: Worker };

/** Starts this instance's worker once. It polls for claimable rows and keeps BULK_CONCURRENCY in flight. */
export function startBulkWorker() {
  if (globalWorker.bulkWorker) return globalWorker.bulkWorker;
  const worker: Worker = {
    owner: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    inFlight: 0,
    inFlightByJob: new Map(),
    stopped: false,
  };
  globalWorker.bulkWorker = worker;
  const lastPublished = new Map<string, number>();
  /** What a row needs of its job (problem, options, creation time) never changes: read once per job. */
  const jobs = new Map<string, BulkJob>();
  const jobsOf = async (rows: BulkJobRow[]) => {
    const missing = [...new Set(rows.map((r) => r.jobId))].filter((id) => !jobs.has(id));
    if (missing.length)
      for (const job of await db.bulkJob.findMany({ where: { id: { in: missing } } })) jobs.set(job.id, job);
    return jobs;
  };
  const trailing = new Set<string>();
  let lastSweep = 0;
  let ticking = false;
  let again = false;

  /** At most one announcement per job every ANNOUNCE_MS, and always one after the last change of a burst. */
  const announce = (jobId: string) => {
    const wait = ANNOUNCE_MS - (Date.now() - (lastPublished.get(jobId) ?? 0));
    if (wait > 0) {
      if (trailing.has(jobId)) return;
      trailing.add(jobId);
      setTimeout(() => {
        trailing.delete(jobId);
        announce(jobId);
      }, wait);
      return;
    }
    lastPublished.set(jobId, Date.now());
    publishChange({ topic: "bulk-job", id: jobId }).catch((error) =>
      console.error("bulk worker: announce failed", error),
    );
  };

  const tick = async () => {
    // Rows finishing reschedule a tick; one running already would claim on a stale count of free slots.
    if (worker.stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    again = false;
    let claimed: BulkJobRow[] = [];
    try {
      const free = env.BULK_CONCURRENCY - worker.inFlight;
      if (free > 0) claimed = await claimRows(worker.owner, free);
      const known = await jobsOf(claimed);
      for (const row of claimed) {
        worker.inFlight += 1;
        worker.inFlightByJob.set(row.jobId, (worker.inFlightByJob.get(row.jobId) ?? 0) + 1);
        void processRow(row, known.get(row.jobId)!, worker.owner)
          .catch((error) => console.error("bulk worker: row crashed", { rowId: row.id, error }))
          .finally(async () => {
            worker.inFlight -= 1;
            const left = worker.inFlightByJob.get(row.jobId)! - 1;
            if (left > 0) worker.inFlightByJob.set(row.jobId, left);
            else {
              worker.inFlightByJob.delete(row.jobId);
              const completed = await completeFinishedJobs(row.jobId).catch(
                (error) => (console.error("bulk worker: completion failed", error), []),
              );
              if (completed.length) jobs.delete(row.jobId);
            }
            announce(row.jobId);
            schedule(0);
          });
      }
      if (!claimed.length && Date.now() - lastSweep > SWEEP_MS) {
        lastSweep = Date.now();
        await completeFinishedJobs();
      }
    } catch (error) {
      console.error("bulk worker: claim failed", error);
    } finally {
      ticking = false;
    }
    schedule(claimed.length ? 50 : again ? 0 : IDLE_POLL_MS);
  };

  const schedule = (ms: number) => {
    if (worker.stopped) return;
    clearTimeout(worker.timer);
    worker.timer = setTimeout(() => void tick(), ms);
  };
  schedule(0);
  return worker;
}

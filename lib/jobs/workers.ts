import "server-only";
import type PgBoss from "pg-boss";
import type { z } from "zod";
import type { JobKind } from "./define-job";
import { stopEngine } from "./engine";
import { engineWithQueue, forgetQueues } from "./queues";

/** A handler's signal aborts this long before its job would expire, so it can stop at a safe point in time. */
const EXPIRY_MARGIN_MS = 5_000;

interface WorkersState {
  started: boolean;
  stopping: AbortController;
}
const state = ((globalThis as { jobWorkers?: WorkersState }).jobWorkers ??= {
  started: false,
  stopping: new AbortController(),
});

/** Runs one job: parses its payload and gives the handler a signal that aborts before expiry or at shutdown. */
async function runJob(kind: JobKind, job: PgBoss.JobWithMetadata<unknown>) {
  const expiresInMs = job.expireInSeconds * 1000;
  const expiring = AbortSignal.timeout(Math.max(1_000, expiresInMs - Math.min(EXPIRY_MARGIN_MS, expiresInMs / 4)));
  const signal = AbortSignal.any([expiring, state.stopping.signal]);
  const payload = kind.payload.parse(job.data);
  try {
    await kind.handler(payload, { jobId: job.id, retryCount: job.retryCount, signal });
  } catch (error) {
    console.error(`jobs: ${kind.name} ${job.id} failed (attempt ${job.retryCount + 1})`, error);
    throw error;
  }
}

/**
 * Starts this instance's workers for `kinds` (each kind's `concurrency` of them) and their cron schedules.
 * Several instances may do this on one database: each job runs on one of them.
 */
export async function startJobWorkers(kinds: JobKind[], schedules: ScheduledJob[] = []) {
  if (state.started) return;
  state.started = true;
  state.stopping = new AbortController();
  for (const kind of kinds) {
    const boss = await engineWithQueue(kind);
    for (let i = 0; i < kind.options.concurrency; i++) {
      let workerId = "";
      workerId = await boss.work<unknown>(
        kind.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: kind.options.pollingIntervalSeconds },
        async ([job]) => {
          await runJob(kind, job!);
          // A worker that found a job looks for the next one at once; only an idle one waits its polling interval.
          boss.notifyWorker(workerId);
        },
      );
    }
  }
  for (const { kind, cron, payload } of schedules) await schedule(kind, cron, payload);
}

export interface ScheduledJob {
  kind: JobKind;
  /** Five fields, minute resolution, UTC: "17 * * * *" is every hour at :17. */
  cron: string;
  payload?: unknown;
}

/**
 * Sends a job of `kind` with `payload` (default `{}`) on a cron schedule. Stored in the database: one schedule
 * per kind however many instances call this (the last call's cron wins), and one instance sends each due job.
 */
export async function schedule<Schema extends z.ZodType>(
  kind: JobKind<Schema>,
  cron: string,
  payload: z.input<Schema> | object = {},
) {
  const data = kind.payload.parse(payload) as object;
  const boss = await engineWithQueue(kind);
  await boss.schedule(kind.name, cron, data, { tz: "UTC" });
}

/** Stops this instance's workers: handlers are told to stop (their signal), running jobs get `timeoutMs`. */
export async function stopJobWorkers(timeoutMs = 10_000) {
  state.stopping.abort(new DOMException("this instance is stopping", "AbortError"));
  state.started = false;
  await stopEngine(timeoutMs);
  forgetQueues();
}

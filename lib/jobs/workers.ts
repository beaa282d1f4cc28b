import "server-only";
import type PgBoss from "pg-boss";
import type { z } from "zod";
import type { JobKind } from "./define-job";
import { getEngine, stopEngine } from "./engine";
import { handBackJob } from "./hand-back";
import { engineWithQueue, forgetQueues } from "./queues";
import { forgetWakers, onEnqueued, startListening, stopListening } from "./wake";

/** A handler's signal aborts this long before its job would expire, so it can stop at a safe point in time. */
const EXPIRY_MARGIN_MS = 5_000;

/** A job this instance's worker is running; once handed back, nothing here may complete or fail it. */
interface RunningJob {
  name: string;
  handedBack: boolean;
}

interface WorkersState {
  started: boolean;
  stopping: AbortController;
  /** The queues this instance works, so that a drain can stop fetching from each. */
  queues: Set<string>;
  running: Map<string, RunningJob>;
  handedBack: number;
}
const state = ((globalThis as { jobWorkers?: WorkersState }).jobWorkers ??= {
  started: false,
  stopping: new AbortController(),
  queues: new Set(),
  running: new Map(),
  handedBack: 0,
});

/** What a handed-back job's worker awaits: pg-boss must not complete or fail a job another instance may hold. */
const never = () => new Promise<never>(() => {});

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
 * Runs one job fetched by a worker, recorded in `running` while it does. A job whose handler gave up because this
 * instance is stopping (its signal) is handed back at once rather than failed: failing it would delay it by its
 * retry delay and spend one of its attempts, the last one included.
 */
async function workOne(boss: PgBoss, kind: JobKind, job: PgBoss.JobWithMetadata<unknown>) {
  const entry: RunningJob = { name: kind.name, handedBack: false };
  state.running.set(job.id, entry);
  try {
    await runJob(kind, job);
  } catch (error) {
    if (!entry.handedBack) {
      if (!state.stopping.signal.aborted) throw error;
      entry.handedBack = await handBackJob(boss, kind.name, job.id);
      if (!entry.handedBack) throw error;
      state.handedBack += 1;
    }
  } finally {
    state.running.delete(job.id);
  }
  if (entry.handedBack) await never();
}

/**
 * Starts this instance's workers for `kinds` (each kind's `concurrency` of them) and their cron schedules.
 * Several instances may do this on one database: each job runs on one of them.
 */
export async function startJobWorkers(kinds: JobKind[], schedules: ScheduledJob[] = []) {
  if (state.started) return;
  state.started = true;
  state.stopping = new AbortController();
  state.handedBack = 0;
  for (const kind of kinds) {
    const boss = await engineWithQueue(kind);
    state.queues.add(kind.name);
    const workerIds: string[] = [];
    for (let i = 0; i < kind.options.concurrency; i++) {
      let workerId = "";
      workerId = await boss.work<unknown>(
        kind.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: kind.options.pollingIntervalSeconds },
        async ([job]) => {
          await workOne(boss, kind, job!);
          // A worker that found a job looks for the next one at once; only an idle one waits its polling interval.
          boss.notifyWorker(workerId);
        },
      );
      workerIds.push(workerId);
    }
    // A job enqueued anywhere (wake.ts) sends this kind's workers looking at once, not at their next poll.
    onEnqueued(kind.name, () => workerIds.forEach((id) => boss.notifyWorker(id)));
  }
  for (const { kind, cron, payload } of schedules) await schedule(kind, cron, payload);
  await startListening().catch((error: unknown) =>
    console.error("jobs: cannot LISTEN for enqueued jobs; the workers poll instead", error),
  );
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
  state.queues.clear();
  forgetWakers();
  await stopListening();
  await stopEngine(timeoutMs);
  forgetQueues();
}

const waitUntil = async (done: () => boolean, deadline: number) => {
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
};

export interface JobsDrained {
  /** Jobs that were running when the drain began. */
  running: number;
  /** Of those, put back in the queue (due at once) instead of finished here. */
  handedBack: number;
}

/**
 * Stops this instance from taking jobs and lets the running ones finish until `abortAt` (epoch ms); then tells
 * their handlers to stop (their signal) and waits until `deadline`. A job whose handler stopped, or that still runs
 * at `deadline`, is handed back: due at once for another instance, not after its expiry. The engine is closed
 * when nothing was handed back; otherwise the process must exit without closing it (see `workOne`).
 */
export async function drainJobWorkers(abortAt: number, deadline: number): Promise<JobsDrained> {
  if (!state.started) return { running: 0, handedBack: 0 };
  const boss = await getEngine();
  const running = state.running.size;
  await Promise.all([...state.queues].map((name) => boss.offWork(name)));
  await waitUntil(() => state.running.size === 0, abortAt);
  if (state.running.size) {
    state.stopping.abort(new DOMException("this instance is stopping", "AbortError"));
    await waitUntil(() => state.running.size === 0, deadline);
  }
  for (const [id, entry] of state.running) {
    if (entry.handedBack) continue;
    entry.handedBack = await handBackJob(boss, entry.name, id);
    if (entry.handedBack) state.handedBack += 1;
  }
  const handedBack = state.handedBack;
  if (!handedBack) await stopJobWorkers(1_000);
  return { running, handedBack };
}

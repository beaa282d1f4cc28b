import "server-only";
import type { z } from "zod";
import type { JobKind } from "./define-job";
import { engineWithQueue } from "./queues";
import { transactionExecutor, type SqlExecutor } from "./transaction-executor";
import { announceEnqueued } from "./wake";

export interface EnqueueOptions {
  /** A Prisma transaction client: the job exists exactly when that transaction commits. */
  tx?: SqlExecutor;
  /** pg-boss's singleton key: with the kind's policy, decides which jobs with the same key may coexist. */
  key?: string;
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** This job's expiry instead of its kind's, for work whose length is known only when it is sent. */
  expireInSeconds?: number;
}

/** A job due at once is announced to the workers (wake.ts); a later one is found by their polling when due. */
const dueNow = (startAfter: EnqueueOptions["startAfter"]) =>
  startAfter === undefined || (startAfter instanceof Date ? startAfter.getTime() <= Date.now() : startAfter <= 0);

const startAfterOption = (startAfter: EnqueueOptions["startAfter"]) =>
  startAfter instanceof Date ? startAfter.toISOString() : startAfter ? `${Math.max(0, startAfter)} seconds` : undefined;

/**
 * Adds a job of `kind`. The payload is checked against the kind's schema here, so a wrong one fails at the
 * caller. Returns the job's id, or null when the kind's policy refused it (a job with the same key exists).
 */
export async function enqueue<Schema extends z.ZodType>(
  kind: JobKind<Schema>,
  payload: z.input<Schema>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const data = kind.payload.parse(payload) as object;
  const boss = await engineWithQueue(kind);
  const db = options.tx ? transactionExecutor(options.tx) : boss.getDb();
  const id = await boss.send(kind.name, data, {
    db,
    ...(options.key ? { singletonKey: options.key } : {}),
    ...(options.startAfter !== undefined ? { startAfter: startAfterOption(options.startAfter) } : {}),
    ...(options.expireInSeconds ? { expireInSeconds: Math.ceil(options.expireInSeconds) } : {}),
  });
  if (id && dueNow(options.startAfter)) await announceEnqueued(kind.name, db);
  return id;
}

/**
 * Adds many jobs of `kind` in one statement (a bulk job's rows, say). Jobs the policy refuses are skipped.
 */
export async function enqueueMany<Schema extends z.ZodType>(
  kind: JobKind<Schema>,
  jobs: { payload: z.input<Schema>; key?: string; startAfter?: Date | number }[],
  options: Pick<EnqueueOptions, "tx"> = {},
): Promise<void> {
  if (!jobs.length) return;
  const boss = await engineWithQueue(kind);
  const db = options.tx ? transactionExecutor(options.tx) : boss.getDb();
  await boss.insert(
    jobs.map((job) => ({
      name: kind.name,
      data: kind.payload.parse(job.payload) as object,
      ...(job.key ? { singletonKey: job.key } : {}),
      ...(job.startAfter !== undefined ? { startAfter: startAfterOption(job.startAfter) } : {}),
    })),
    { db },
  );
  if (jobs.some((job) => dueNow(job.startAfter))) await announceEnqueued(kind.name, db);
}

/**
 * One job engine for all background work: pg-boss 10 on our own database (schema "pgboss", created and
 * migrated by the engine at first use, under an advisory lock, so several instances may start together).
 * Why pg-boss: docs/architecture/decisions/0001-job-engine.md; how it runs: docs/operators/operate.md ("Job engine").
 *
 * Define a kind once, in its domain (`lib/<domain>/<thing>-job.ts`), and list it in `lib/jobs/all-kinds.ts`:
 *
 *   export const deliverNote = defineJob({
 *     name: "ats-deliver-note",                        // the queue: letters, digits, - and _
 *     payload: z.object({ outboxId: z.string() }),     // checked at enqueue and again when run
 *     handler: async ({ outboxId }, { signal, retryCount, jobId }) => { … },  // throw to retry
 *     options: { retryLimit: 8, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60, concurrency: 4,
 *                policy: "standard" | "short" | "singleton" | "stately", pollingIntervalSeconds: 2 },
 *   });
 *
 * Enqueue it, inside the transaction of the change that causes it (the outbox) or on its own:
 *
 *   await db.$transaction(async (tx) => {
 *     const row = await tx.atsOutbox.create({ … });
 *     await enqueue(deliverNote, { outboxId: row.id }, { tx, key: row.id, startAfter: 30 });
 *   });
 *   await enqueueMany(kind, [{ payload, key?, startAfter? }, …], { tx? });   // one statement for many
 *
 * `key` is pg-boss's singleton key; what two jobs with one key may do depends on the kind's `policy` (see
 * JobOptions). `startAfter`: a Date, or seconds from now. `enqueue` returns the job id, or null when refused.
 *
 * Run on a schedule: list `{ kind, cron: "0 * * * *", payload? }` in `scheduledJobs` of all-kinds.ts (or call
 * `schedule(kind, cron, payload?)`): stored in the database, one job per due time across every instance.
 *
 * Guarantees: at least once. A job whose instance dies (SIGKILL) is failed once its `expireInSeconds` pass and
 * retried on any instance, so handlers must be idempotent and long work must be resumable in slices shorter
 * than the expiry (the handler's `signal` aborts shortly before it). Retries: `retryLimit` times, after
 * `retryDelaySeconds`, doubling with jitter when `retryBackoff`.
 *
 * Lifecycle: `startJobs()` from lib/server-start.ts starts this instance's workers (each kind's `concurrency`)
 * and schedules; on SIGTERM the graceful shutdown (lib/shutdown) calls `drainJobWorkers()`: no new job is taken,
 * running ones finish, and those still running near the deadline are handed back (due at once elsewhere).
 */
export { defineJob } from "./define-job";
export { enqueue, enqueueMany } from "./enqueue";
export { instanceId } from "./instance-id";
export type { SqlExecutor } from "./transaction-executor";
export { drainJobWorkers, schedule, startJobWorkers, stopJobWorkers, type JobsDrained } from "./workers";

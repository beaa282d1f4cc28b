import "server-only";
import type PgBoss from "pg-boss";
import type { JobKind } from "./define-job";
import { createQueueOnce } from "./create-queue";
import { getEngine } from "./engine";

const ready = ((globalThis as { jobQueues?: Map<string, Promise<PgBoss>> }).jobQueues ??= new Map());

function queueOptions(kind: JobKind): PgBoss.Queue {
  const { policy, retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = kind.options;
  return {
    name: kind.name,
    policy,
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff,
    expireInSeconds,
    // Finished jobs move to the archive after a day and leave it after pg-boss's default week.
    retentionMinutes: 24 * 60,
  };
}

/**
 * The engine, with `kind`'s queue created (or its options brought up to date) once per process. A job sent to
 * a queue that does not exist is dropped by pg-boss without an error, so every enqueue and worker goes through
 * here first.
 */
export function engineWithQueue(kind: JobKind): Promise<PgBoss> {
  let promise = ready.get(kind.name);
  if (!promise) {
    promise = (async () => {
      const boss = await getEngine();
      const options = queueOptions(kind);
      await createQueueOnce(boss, options);
      await boss.updateQueue(kind.name, options);
      return boss;
    })();
    promise.catch(() => ready.delete(kind.name));
    ready.set(kind.name, promise);
  }
  return promise;
}

/** Forgets created queues: after the engine stops, the next use creates (checks) them again. */
export function forgetQueues() {
  ready.clear();
}

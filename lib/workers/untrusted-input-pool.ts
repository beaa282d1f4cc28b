import "server-only";
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";

/**
 * A pool of worker threads that reads untrusted input (resumes, SAML XML) off the thread that serves pages: a
 * hostile document can then cost at most one worker's time and memory while every other request goes on. The pool
 * is small (one thread on a 2-core machine, leaving a core to the server), starts its threads on first use and ends
 * them after a minute idle, runs them below the server's priority, and bounds each one's heap and its own queue.
 */
export interface UntrustedInputPoolOptions {
  /** Names the pool on globalThis, so a module reloaded in development keeps one pool. */
  name: string;
  /** The worker's file, loaded by path (beside its source; the Dockerfile bundles it for the image). */
  workerFile: string;
  /** Tasks that may wait for a thread; one past it is refused at once. */
  maxQueue: number;
  /**
   * More time for a task handed over while no thread is up (the pool's first, or after a minute idle): its worker
   * loads its code first, which tsx compiles on first use. None unless said.
   */
  coldStartMs?: number;
}

/** A task's end: its result, or the limit it reached (a full queue refuses it before it waits). */
export type PoolOutcome<Result> = { ok: true; value: Result } | { ok: false; limit: "queue" | "time" | "memory" };

const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

const globalForPools = globalThis as unknown as { untrustedInputPools?: Map<string, Piscina> };

export function untrustedInputPool<Task, Result>({
  name,
  workerFile,
  maxQueue,
  coldStartMs = 0,
}: UntrustedInputPoolOptions) {
  const pool = (): Piscina<Task, Result> => {
    const pools = (globalForPools.untrustedInputPools ??= new Map());
    let found = pools.get(name);
    if (!found) {
      found = new Piscina<Task, Result>({
        filename: workerFile,
        minThreads: 0,
        maxThreads: THREADS,
        maxQueue,
        idleTimeout: 60_000,
        // Below the server's own priority (Linux): on a busy machine, pages are served before input is read.
        niceIncrement: 10,
        // A worker past its heap is ended and its task rejected; the server's own heap is untouched.
        resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      });
      pools.set(name, found);
    }
    return found;
  };

  return {
    /** Whether `count` more tasks fit in the queue now (a request whose tasks do not all fit is refused whole). */
    hasRoomFor: (count: number) => pool().queueSize + count <= maxQueue,

    /**
     * Runs `task` in a worker (`exportName`: which of the worker's exports; its default unless said). A task not
     * done `timeoutMs` after it was handed in, queue included (plus `coldStartMs` when no thread was up), is ended:
     * taken from the queue, or its worker ended with it if it had started.
     */
    async run(
      task: Task,
      { timeoutMs, exportName, transferList }: { timeoutMs: number; exportName?: string; transferList?: ArrayBuffer[] },
    ): Promise<PoolOutcome<Result>> {
      // Counted here: piscina 5 does not hold a task that has an AbortSignal to `maxQueue` (it waits apart, in a queue
      // of its own that `queueSize` counts and the limit does not).
      if (pool().queueSize >= maxQueue) return { ok: false, limit: "queue" };
      const signal = AbortSignal.timeout(timeoutMs + (pool().threads.length === 0 ? coldStartMs : 0));
      try {
        return { ok: true, value: await pool().run(task, { signal, transferList, name: exportName }) };
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) return { ok: false, limit: "queue" };
        if (signal.aborted) return { ok: false, limit: "time" };
        // A worker ended by its resource limits (heap) rejects with ERR_WORKER_OUT_OF_MEMORY.
        if (error instanceof Error && "code" in error && error.code === "ERR_WORKER_OUT_OF_MEMORY")
          return { ok: false, limit: "memory" };
        throw error;
      }
    },
  };
}

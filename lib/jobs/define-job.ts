import "server-only";
import type { z } from "zod";

/**
 * How the engine treats a kind's jobs. `policy` (pg-boss's queue policy) decides how jobs with the same key
 * coexist: "standard" any number; "short" at most one waiting per key; "singleton" at most one running per key;
 * "stately" at most one waiting and one running per key (a running job may enqueue its own successor).
 */
export interface JobOptions {
  policy?: "standard" | "short" | "singleton" | "stately";
  /** Retries after the first attempt fails (throws, or its instance dies and the job expires). Default 3. */
  retryLimit?: number;
  /** Seconds before the first retry; with `retryBackoff`, doubling per retry, jittered. Default 5. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * A running job not finished after this many seconds is failed and retried elsewhere: this is how the work of
   * a SIGKILLed instance is taken over, so keep it short and make long work resumable. The handler's signal
   * aborts a little before it. Default 60.
   */
  expireInSeconds?: number;
  /** Jobs of this kind each instance runs at once. Default 1. */
  concurrency?: number;
  /** How often an idle worker of this kind looks for jobs. Default 2 (at least 0.5). */
  pollingIntervalSeconds?: number;
}

export interface JobContext {
  /** The engine's id of this job; the same on every attempt. */
  jobId: string;
  /** 0 on the first attempt, then 1, 2… */
  retryCount: number;
  /** Aborts shortly before the job would expire, and when this instance stops: stop at a safe point. */
  signal: AbortSignal;
}

export interface JobKind<Schema extends z.ZodType = z.ZodType> {
  /** The queue's name: letters, digits, "-" and "_". */
  name: string;
  payload: Schema;
  handler: (payload: z.output<Schema>, context: JobContext) => Promise<void>;
  options: Required<JobOptions>;
}

const defaults: Required<JobOptions> = {
  policy: "standard",
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 60,
  concurrency: 1,
  pollingIntervalSeconds: 2,
};

/** Declares a kind of job: its name, the zod schema of its payload, what it does, and how it is run. */
export function defineJob<Schema extends z.ZodType>(kind: {
  name: string;
  payload: Schema;
  handler: JobKind<Schema>["handler"];
  options?: JobOptions;
}): JobKind<Schema> {
  if (!/^[A-Za-z0-9_-]+$/.test(kind.name)) throw new Error(`Job kind "${kind.name}": letters, digits, - and _ only.`);
  return { ...kind, options: { ...defaults, ...kind.options } };
}

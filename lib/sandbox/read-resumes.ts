import "server-only";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { limits } from "@/lib/api-contract/limits";
import { RESUME_READING_LIMITS } from "./resume-budget";
import type { ResumeReading, ResumeTask } from "./read-resume";

/**
 * Untrusted resumes are read in a pool of worker threads, never on the thread that serves pages: a hostile file
 * can then cost at most one worker's time and memory, within the budget of resume-budget.ts, while every other
 * request goes on. The pool is small (one thread on a 2-core machine, leaving a core to the server) and so is its
 * queue (three full Scout requests waiting); a request whose resumes do not all fit is refused at once, before any
 * of them is queued, rather than held.
 */
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
const MAX_QUEUE = 3 * limits.scout.maxResumes;
/** A worker that stops counting (a regular expression over a whole file) is ended this long after it started. */
const HARD_LIMIT_MS = RESUME_READING_LIMITS.milliseconds * 3;

/** Beside the source, found from the app's root: the built app (`next start`) and vitest both run from it. */
const workerFile = path.join(process.cwd(), "lib", "sandbox", "resume-reader.worker.mjs");

/** Refused before reading: the readers are busy. Answered as 503 with Retry-After. */
export class ResumeReadersBusy extends Error {
  constructor() {
    super("Too many resumes are being read right now; send them again in a minute");
    this.name = "ResumeReadersBusy";
  }
}

const globalForPool = globalThis as unknown as { resumeReaders?: Piscina<ResumeTask, ResumeReading> };

function pool(): Piscina<ResumeTask, ResumeReading> {
  globalForPool.resumeReaders ??= new Piscina<ResumeTask, ResumeReading>({
    filename: workerFile,
    minThreads: 0,
    maxThreads: THREADS,
    maxQueue: MAX_QUEUE,
    idleTimeout: 60_000,
    // Below the server's own priority (Linux): on a busy machine, pages are served before resumes are read.
    niceIncrement: 10,
    // A worker past its heap is ended and its task rejected; the server's own heap is untouched.
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  return globalForPool.resumeReaders;
}

async function readOne(file: ResumeTask): Promise<ResumeReading> {
  const name = file.filename.trim() || "The file";
  const signal = AbortSignal.timeout(HARD_LIMIT_MS + RESUME_READING_LIMITS.milliseconds * MAX_QUEUE);
  try {
    // The bytes are moved to the worker, not copied: the caller has no further use for them.
    return await pool().run(file, { signal, transferList: [file.bytes.buffer as ArrayBuffer] });
  } catch (error) {
    if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new ResumeReadersBusy();
    if (signal.aborted) return { ok: false, reason: `${name} was not read: reading it took too long.` };
    // A worker ended by its resource limits (heap) rejects with ERR_WORKER_OUT_OF_MEMORY.
    if (error instanceof Error && "code" in error && error.code === "ERR_WORKER_OUT_OF_MEMORY")
      return { ok: false, reason: `${name} was not read: reading it needed too much memory.` };
    throw error;
  }
}

/**
 * Recognises and reads each resume in the worker pool, in order. Each result is a reading or a refusal that says
 * which file and which limit; throws {@link ResumeReadersBusy} when the pool's queue is full.
 */
export async function readResumes(files: ResumeTask[]): Promise<ResumeReading[]> {
  if (pool().queueSize + files.length > MAX_QUEUE) throw new ResumeReadersBusy();
  return Promise.all(files.map(readOne));
}

import "server-only";
import path from "node:path";
import { limits } from "@/lib/api-contract/limits";
import { untrustedInputPool } from "@/lib/workers/untrusted-input-pool";
import { RESUME_READING_LIMITS } from "./resume-budget";
import type { ResumeReading, ResumeTask } from "./read-resume";

/**
 * Untrusted resumes are read in a pool of worker threads (lib/workers/untrusted-input-pool.ts), never on the thread
 * that serves pages: a hostile file can then cost at most one worker's time and memory, within the budget of
 * resume-budget.ts, while every other request goes on. The pool's queue is small (three full Scout requests
 * waiting); a request whose resumes do not all fit is refused at once, before any of them is queued, rather than held.
 */
const MAX_QUEUE = 3 * limits.scout.maxResumes;
/** A worker that stops counting (a regular expression over a whole file) is ended this long after it started. */
const HARD_LIMIT_MS = RESUME_READING_LIMITS.milliseconds * 3;

const readers = untrustedInputPool<ResumeTask, ResumeReading>({
  name: "resumeReaders",
  // Beside the source, found from the app's root: the built app (`next start`) and vitest both run from it.
  workerFile: path.join(process.cwd(), "lib", "sandbox", "resume-reader.worker.mjs"),
  maxQueue: MAX_QUEUE,
});

/** Refused before reading: the readers are busy. Answered as 503 with Retry-After. */
export class ResumeReadersBusy extends Error {
  constructor() {
    super("Too many resumes are being read right now; send them again in a minute");
    this.name = "ResumeReadersBusy";
  }
}

async function readOne(file: ResumeTask): Promise<ResumeReading> {
  const name = file.filename.trim() || "The file";
  const outcome = await readers.run(file, {
    timeoutMs: HARD_LIMIT_MS + RESUME_READING_LIMITS.milliseconds * MAX_QUEUE,
    // The bytes are moved to the worker, not copied: the caller has no further use for them.
    transferList: [file.bytes.buffer as ArrayBuffer],
  });
  if (outcome.ok) return outcome.value;
  if (outcome.limit === "queue") throw new ResumeReadersBusy();
  if (outcome.limit === "time") return { ok: false, reason: `${name} was not read: reading it took too long.` };
  return { ok: false, reason: `${name} was not read: reading it needed too much memory.` };
}

/**
 * Recognises and reads each resume in the worker pool, in order. Each result is a reading or a refusal that says
 * which file and which limit; throws {@link ResumeReadersBusy} when the pool's queue is full.
 */
export async function readResumes(files: ResumeTask[]): Promise<ResumeReading[]> {
  if (!readers.hasRoomFor(files.length)) throw new ResumeReadersBusy();
  return Promise.all(files.map(readOne));
}

import "server-only";
import { z } from "zod";
import { openConnection } from "@/lib/ats/connections";
import { env } from "@/lib/env";
import { defineJob, enqueue } from "@/lib/jobs";
import { logger } from "@/lib/logging/logger";
import { readGreenhousePage } from "./greenhouse-page";
import { readLeverPage } from "./lever-page";
import { EeoReadRefused, type EeoPageReader } from "./page";
import { failEeoRead, recordEeoStep, runningEeoRead } from "./progress";
import { eeoReadAtsSchema, type EeoReadAts } from "./schema";

const readers: Record<EeoReadAts, EeoPageReader> = { greenhouse: readGreenhousePage, lever: readLeverPage };

/** A slice reads pages for this long, then queues its successor (well inside the job's expiry). */
const SLICE_MS = 45_000;
const RETRY_LIMIT = 3;

/**
 * Reads one slice of a run: page after page (each recorded with its counts and cursor) until the run is done or the
 * slice's time is up, then queues the next slice. A slice that dies is retried from the last recorded page; a
 * refusal no retry cures (no permission), or the last retry's failure, ends the run as failed with the reason.
 */
async function readSlice(runId: string, signal: AbortSignal, retryCount: number) {
  let run = await runningEeoRead(runId);
  if (!run) return;
  const ats = eeoReadAtsSchema.safeParse(run.ats);
  if (!ats.success) return failEeoRead(runId, `${run.ats} is not read for EEO answers.`);
  const connection = await openConnection(ats.data);
  if (!connection) return failEeoRead(runId, "The ATS was disconnected while the read ran.");
  const deadline = Date.now() + SLICE_MS;
  const shouldStop = () => signal.aborted || Date.now() > deadline;
  try {
    while (run && run.status === "running") {
      if (shouldStop()) {
        await enqueue(eeoReadJob, { runId }, { key: runId });
        return;
      }
      const step = await readers[ats.data]({ run, connection, pageSize: env.EEO_READ_PAGE_SIZE, shouldStop });
      run = await recordEeoStep(run, step);
    }
  } catch (error) {
    const refused = error instanceof EeoReadRefused;
    if (!refused && retryCount < RETRY_LIMIT) throw error;
    logger.warn({ err: error, runId }, "eeo read: the run failed");
    await failEeoRead(
      runId,
      refused ? error.message : "The ATS kept failing; the answers read so far are kept. Start the read again later.",
    );
  }
}

/** One slice of an EEO answers read (lib/fairness/eeo-read): one waiting and one running per run at most. */
export const eeoReadJob = defineJob({
  name: "fairness-eeo-read",
  payload: z.object({ runId: z.uuid() }),
  handler: ({ runId }, { signal, retryCount }) => readSlice(runId, signal, retryCount),
  options: {
    policy: "stately",
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 120,
    pollingIntervalSeconds: 1,
  },
});

import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { defineJob, enqueue } from "@/lib/jobs";
import { createRunContext } from "./context";
import { syncCandidates } from "./phase-candidates";
import { failRun, type SyncRun } from "./runs";

/**
 * Candidates the list is read, checked and written at per second, at the least: the job's expiry is sized by it.
 * The bench's first sync of 1,000,000 on two cores, beside the screens' listing, read about 6,000 a second.
 */
const CANDIDATES_PER_SECOND = 1_000;

/** Up to this many candidates (by the last run, or this run's screens) the list is read within a slice. */
export const CANDIDATES_IN_A_SLICE = 100_000;

/** The organization's size as far as it is known: the candidates of the last completed run, or this run's screens. */
export async function expectedCandidates(run: SyncRun): Promise<number> {
  const last = await db.syncRun.findFirst({
    where: { status: "completed" },
    orderBy: { id: "desc" },
    select: { candidatesSeen: true },
  });
  return Math.max(last?.candidatesSeen ?? 0, run.totalItems ?? 0);
}

/**
 * GET /candidates of a large organization, apart from the run's slices: the one answer cannot be resumed
 * part-way, and a million candidates take minutes, longer than a slice. The job's expiry is sized to the list
 * (a minute plus a second per thousand candidates), so a killed instance's job is taken over after that long;
 * the slices meanwhile go on with the screens. A failure fails the run, which is resumed after its pause.
 */
export const listCandidatesJob = defineJob({
  name: "sync-candidates",
  payload: z.object({ runId: z.string().regex(/^\d+$/) }),
  handler: async ({ runId }, { signal }) => {
    const run = await db.syncRun.findUnique({ where: { id: BigInt(runId) } });
    if (!run || run.status !== "running" || run.candidatesListedAt) return;
    const ctx = createRunContext(run, signal);
    try {
      await syncCandidates(ctx);
    } catch (error) {
      if (signal.aborted) throw error;
      await failRun(run.id, { apiCalls: ctx.takeCalls() }, error);
    }
  },
  options: { policy: "stately", retryLimit: 3, retryDelaySeconds: 5, pollingIntervalSeconds: 2 },
});

/** Queues the run's candidate list (one waiting at most per run; a later one finds it done and ends). */
export async function listCandidatesApart(run: SyncRun, expected: number) {
  await enqueue(
    listCandidatesJob,
    { runId: String(run.id) },
    { key: String(run.id), expireInSeconds: 60 + expected / CANDIDATES_PER_SECOND },
  );
}

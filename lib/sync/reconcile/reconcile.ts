import "server-only";
import { isTransientDatabaseError } from "@/lib/db/transient-errors";
import { logger } from "@/lib/logging/logger";
import { observeSyncRun } from "@/lib/metrics/observe-sync";
import { withJobSpan } from "@/lib/telemetry/job-span";
import { publishChange } from "@/lib/live/publish";
import { analyzeCopy } from "./analyze-copy";
import { createRunContext, type RunContext } from "./context";
import { CandidatesPending, syncListing } from "./phase-listing";
import { syncOrphans } from "./phase-orphans";
import { syncProblems } from "./phase-problems";
import { syncResults } from "./phase-results";
import { sweepGone } from "./phase-sweep";
import { advanceRun, failRun, finishRun, phases, type Phase, type SyncRun } from "./runs";

const phaseWork: Record<Exclude<Phase, "done">, (ctx: RunContext) => Promise<void>> = {
  listing: syncListing,
  orphans: syncOrphans,
  results: syncResults,
  problems: syncProblems,
  sweep: sweepGone,
};

/**
 * Works a run from the phase its cursor is in to the end, or until `signal` aborts (its job's slice ended, or
 * this instance is stopping): the run then stays `running` for the next reconcile job. Each phase records its
 * progress as it goes, so a slice's end, a crash or a failure resumes where it stopped (lib/sync/reconcile-job.ts
 * resumes a failed run after a pause).
 */
export function reconcile(run: SyncRun, signal: AbortSignal): Promise<SyncRun> {
  return withJobSpan("sync.reconcile", () => workRun(run, signal), { jobId: String(run.id) });
}

async function workRun(run: SyncRun, signal: AbortSignal): Promise<SyncRun> {
  const ctx = createRunContext(run, signal);
  try {
    // A run left by an older version in a phase that no longer exists starts again at the listing.
    for (const phase of phases.slice(Math.max(0, phases.indexOf(run.phase as Phase)))) {
      if (phase === "done") break;
      await phaseWork[phase](ctx);
    }
    const finished = await finishRun(run.id, { apiCalls: ctx.takeCalls() });
    if (finished.kind === "backfill") await analyzeCopy();
    observeSyncRun("completed", finished.startedAt, finished.finishedAt);
    await publishChange({ topic: "sync", id: String(run.id) });
    return finished;
  } catch (error) {
    // The slice ended (or the candidates, listed by their own job, are not in yet): the next slice goes on.
    if (signal.aborted || error instanceof CandidatesPending) return advanceRun(run.id, { apiCalls: ctx.takeCalls() });
    // Postgres ended one of this run's writes as a deadlock's victim (a web hook's event writing the same rows at
    // once): every write is an upsert and the cursor is kept, so the next slice goes on from it at once, where a
    // failed run waited its retry pause (lib/sync/reconcile-job.ts).
    if (isTransientDatabaseError(error)) {
      logger.warn({ err: error, run: String(run.id), phase: ctx.run.phase }, "sync: deadlock; the next slice goes on");
      return advanceRun(run.id, { apiCalls: ctx.takeCalls() });
    }
    logger.error({ err: error, run: String(run.id), phase: ctx.run.phase }, "sync: run stopped");
    const failed = await failRun(run.id, { apiCalls: ctx.takeCalls() }, error);
    observeSyncRun("failed", failed.startedAt, failed.finishedAt);
    return failed;
  }
}

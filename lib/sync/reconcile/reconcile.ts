import "server-only";
import { describeApiError } from "@/lib/screening-api";
import { publishChange } from "@/lib/live/publish";
import { createRunContext, type RunContext } from "./context";
import { syncListing } from "./phase-listing";
import { syncOrphans } from "./phase-orphans";
import { syncProblems } from "./phase-problems";
import { syncResults } from "./phase-results";
import { sweepGone } from "./phase-sweep";
import { advanceRun, failRun, finishRun, phases, type Phase, type SyncRun } from "./runs";

const work: Record<Exclude<Phase, "done">, (ctx: RunContext) => Promise<void>> = {
  listing: syncListing,
  orphans: syncOrphans,
  results: syncResults,
  problems: syncProblems,
  sweep: sweepGone,
};

const explain = (error: unknown) => {
  const { title, detail } = describeApiError(error);
  return `${title}: ${detail}`;
};

/**
 * Works a run from the phase its cursor is in to the end, or until `signal` aborts (its job's slice ended, or
 * this instance is stopping): the run then stays `running` for the next reconcile job. Each phase records its
 * progress as it goes, so a slice's end, a crash or a failure resumes where it stopped (lib/sync/reconcile-job.ts
 * resumes a failed run after a pause).
 */
export async function reconcile(run: SyncRun, signal: AbortSignal): Promise<SyncRun> {
  const ctx = createRunContext(run, signal);
  try {
    // A run left by an older version in a phase that no longer exists starts again at the listing.
    for (const phase of phases.slice(Math.max(0, phases.indexOf(run.phase as Phase)))) {
      if (phase === "done") break;
      await work[phase](ctx);
    }
    const finished = await finishRun(run.id, { apiCalls: ctx.takeCalls() });
    await publishChange({ topic: "sync", id: String(run.id) });
    return finished;
  } catch (error) {
    if (signal.aborted) return advanceRun(run.id, { apiCalls: ctx.takeCalls() });
    console.error("sync: run stopped", { run: String(run.id), phase: ctx.run.phase, error });
    return failRun(run.id, { apiCalls: ctx.takeCalls() }, explain(error));
  }
}

import "server-only";
import { loadReconcileBudget } from "./reconcile/load-budget";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { defineJob, enqueue } from "@/lib/jobs";
import { reconcile } from "./reconcile/reconcile";
import { openRun, type Trigger } from "./reconcile/runs";
import { clearSyncRequest, pendingSyncRequest, recordSyncRequest } from "./sync-request";

/**
 * A job works a run for at most this long, then leaves it `running` and queues its successor, which resumes it
 * from its cursor: the engine has no heartbeat, so each job must end well within its expiry.
 */
const SLICE_MS = 30_000;
/** A failed run is resumed after this pause, doubling per consecutive failure up to the interval. */
const RETRY_AFTER_FAILURE_MS = 30_000;

/** Consecutive failed runs seen by this instance: they lengthen the pause before the next resume. */
const state = ((globalThis as { reconcileFailures?: { count: number } }).reconcileFailures ??= { count: 0 });

/**
 * Why a run should start or go on now, or null. No other reconcile job runs meanwhile (the kind's policy), so a
 * run still `running` was left by a slice that ended or by an instance that died: it resumes at once.
 */
async function due(requested: boolean): Promise<Trigger | null> {
  const latest = await db.syncRun.findFirst({ orderBy: { id: "desc" }, select: { status: true, finishedAt: true } });
  if (!latest) return "start";
  if (latest.status === "running") return "resume";
  const now = Date.now();
  if (latest.status === "failed") {
    const pause = Math.min(env.SYNC_INTERVAL_SECONDS * 1000, RETRY_AFTER_FAILURE_MS * 2 ** Math.min(state.count, 6));
    return (latest.finishedAt?.getTime() ?? 0) < now - pause || requested ? "resume" : null;
  }
  if (requested) return "manual";
  // The interval grows with the organization so scheduled runs spend at most SYNC_BUDGET_SHARE of the rate limit.
  const { intervalSeconds } = await loadReconcileBudget();
  return (latest.finishedAt?.getTime() ?? 0) < now - intervalSeconds * 1000 ? "schedule" : null;
}

/**
 * The reconciler, as a job of the engine. Sent every minute (its schedule), at every instance's start, by
 * "Sync now", and by itself when a slice ends; each job looks whether a run is due and works it for one slice.
 * Policy "stately": at most one reconcile job runs at a time across all instances, and at most one waits, so
 * the schedule's sends while a run goes on are dropped. An instance that dies mid-slice leaves its job active
 * until RECONCILE_EXPIRE_SECONDS pass; the engine then retries it on a live instance, which resumes the same
 * run from its cursor: the failover.
 */
export const reconcileJob = defineJob({
  name: "sync-reconcile",
  payload: z.object({}),
  handler: async (_payload, { signal }) => {
    const request = await pendingSyncRequest();
    const trigger = await due(!!request);
    if (!trigger) return;
    const run = await openRun(trigger, request?.requestedById ?? null);
    if (request?.requestedAt) await clearSyncRequest(request.requestedAt);
    const slice = AbortSignal.any([signal, AbortSignal.timeout(SLICE_MS)]);
    const after = await reconcile(run, slice);
    if (after.status === "running") {
      // The slice ended (or this instance is stopping): the next job goes on from the cursor, on any instance.
      await enqueue(reconcileJob, {});
      return;
    }
    state.count = after.status === "failed" ? state.count + 1 : 0;
  },
  options: {
    policy: "stately",
    // A job not finished after this long is taken for dead (its instance was killed) and retried elsewhere:
    // how soon the reconciler fails over. Twice the slice, so a live slice is never retried under it.
    expireInSeconds: (2 * SLICE_MS) / 1000,
    retryLimit: 10,
    retryDelaySeconds: 2,
    retryBackoff: true,
    concurrency: 1,
    pollingIntervalSeconds: 2,
  },
});

/** "Sync now": recorded, then a reconcile job queued; one already queued or running starts the run instead. */
export async function requestSync(userId: string) {
  await recordSyncRequest(userId);
  await enqueue(reconcileJob, {});
}

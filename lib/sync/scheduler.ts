import "server-only";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { clearSyncRequest, leaseSeconds, releaseLease, renewLease, tryAcquireLease } from "./lease";
import { reconcile } from "./reconcile/reconcile";
import { openRun, type Trigger } from "./reconcile/runs";

/** How often each instance looks whether a run is due (one small query). */
const TICK_MS = 5_000;
/** A failed run is resumed after this pause, doubling per consecutive failure up to the interval. */
const RETRY_AFTER_FAILURE_MS = 30_000;

interface SchedulerState {
  started?: boolean;
  running?: boolean;
  failures: number;
}
const state = ((globalThis as { syncScheduler?: SchedulerState }).syncScheduler ??= { failures: 0 });

/** Why a run should start now, or null. The lease, not this check, keeps two instances from running at once. */
async function due(requested: boolean): Promise<Trigger | null> {
  const latest = await db.syncRun.findFirst({
    orderBy: { id: "desc" },
    select: { status: true, finishedAt: true, heartbeatAt: true },
  });
  if (!latest) return "start";
  const now = Date.now();
  if (latest.status === "running") return latest.heartbeatAt.getTime() < now - leaseSeconds * 1000 ? "resume" : null;
  if (latest.status === "failed") {
    const pause = Math.min(env.SYNC_INTERVAL_SECONDS * 1000, RETRY_AFTER_FAILURE_MS * 2 ** Math.min(state.failures, 6));
    return (latest.finishedAt?.getTime() ?? 0) < now - pause || requested ? "resume" : null;
  }
  if (requested) return "manual";
  return (latest.finishedAt?.getTime() ?? 0) < now - env.SYNC_INTERVAL_SECONDS * 1000 ? "schedule" : null;
}

/** One look: takes the lease if a run is due and nobody holds it, works the run, lets the lease go. */
async function tick() {
  if (state.running) return;
  state.running = true;
  try {
    const peek = await db.syncLease.findUnique({ where: { name: "reconciler" }, select: { requestedAt: true } });
    const trigger = await due(!!peek?.requestedAt);
    if (!trigger) return;
    const lease = await tryAcquireLease();
    if (!lease) return;
    const aborter = new AbortController();
    const renewal = setInterval(
      () => {
        renewLease().then(
          (held) => held || aborter.abort(new DOMException("lease lost", "AbortError")),
          (error: unknown) => console.error("sync: could not renew the lease", error),
        );
      },
      (leaseSeconds * 1000) / 3,
    );
    try {
      const run = await openRun(trigger, lease.requestedById);
      if (lease.requestedAt) await clearSyncRequest(lease.requestedAt);
      const finished = await reconcile(run, aborter.signal);
      state.failures = finished.status === "failed" ? state.failures + 1 : 0;
    } finally {
      clearInterval(renewal);
      await releaseLease();
    }
  } catch (error) {
    console.error("sync: scheduler tick failed", error);
  } finally {
    state.running = false;
  }
}

/**
 * Starts this instance's share of the sync engine: every few seconds it looks whether a run is due (at start,
 * every SYNC_INTERVAL_SECONDS, on "Sync now", or to resume one that stopped) and, holding the lease, works it.
 */
export function startSyncScheduler() {
  if (state.started) return;
  state.started = true;
  setTimeout(() => void tick(), 1_000).unref();
  setInterval(() => void tick(), TICK_MS).unref();
}

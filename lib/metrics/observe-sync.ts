import "server-only";
import { getMetrics } from "./definitions";

/** The Progress counters of a reconcile run (lib/sync/reconcile/runs.ts) and the `kind` label each is counted under. */
const kinds = {
  screensSeen: "screens",
  candidatesSeen: "candidates",
  rowsChanged: "rows_changed",
  resultsFetched: "results",
  problemsRead: "problems",
  apiCalls: "api_calls",
} as const;

/** Adds what a reconcile step read and changed to sync_items_total. */
export function countSyncProgress(progress: Partial<Record<keyof typeof kinds, number>>): void {
  const { sync } = getMetrics();
  for (const [field, kind] of Object.entries(kinds) as [keyof typeof kinds, string][]) {
    const value = progress[field];
    if (value) sync.items.inc({ kind }, value);
  }
}

/** A reconcile run ended: its outcome, and how long since it first started (a resumed run included). */
export function observeSyncRun(outcome: "completed" | "failed", startedAt: Date, finishedAt: Date | null): void {
  const { sync } = getMetrics();
  sync.runs.inc({ outcome });
  sync.duration.observe({ outcome }, Math.max(0, ((finishedAt ?? new Date()).getTime() - startedAt.getTime()) / 1000));
}

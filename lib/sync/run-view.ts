import type { SyncRun } from "@/lib/db/generated/client";

export type { SyncRun };

const phaseLabels: Record<string, string> = {
  listing: "Reading candidates, screens and their results",
  orphans: "Reading candidates the screens name",
  results: "Reading results of completed screens",
  problems: "Reading problems",
  sweep: "Marking rows the service no longer returns",
  done: "Done",
};

/** How far a run has come, in words and as a fraction (null when it cannot tell). */
export function runProgress(
  run: Pick<SyncRun, "phase" | "screensSeen" | "totalItems" | "resultsFetched" | "resultsPending">,
) {
  const label = phaseLabels[run.phase] ?? run.phase;
  if (run.phase === "listing" && run.totalItems !== null && run.totalItems > 0) {
    return { label, done: Math.min(run.screensSeen, run.totalItems), total: run.totalItems, unit: "screens" };
  }
  if (run.phase === "results" && run.resultsPending) {
    return {
      label,
      done: Math.min(run.resultsFetched, run.resultsPending),
      total: run.resultsPending,
      unit: "results",
    };
  }
  return { label, done: null, total: null, unit: null };
}

/** Seconds between two instants, for "took 42 s". */
export const secondsBetween = (from: Date, to: Date | null) =>
  to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null;

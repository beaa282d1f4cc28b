"use client";

import type { WorkerState } from "./use-roster-worker";

const n = (value: number) => value.toLocaleString("en");

/** A labelled bar for the long steps (reading, checking, looking up); announced politely. */
export function ImportProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const percent = total ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  return (
    <div className="space-y-1" role="status" aria-live="polite">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {label}
        {total > 0 && <span className="tabular-nums"> · {percent}%</span>}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total || 1}
        aria-valuenow={Math.min(done, total)}
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export const stageLabel = (stage: "reading" | "parsing" | "checking", done: number, total: number) =>
  stage === "reading"
    ? "Reading the file…"
    : stage === "parsing"
      ? "Parsing the file…"
      : `Checking rows: ${n(done)} of ${n(total)}`;

/** The worker's bar while it reads or parses the file (`checking` false) or checks the rows (`checking` true). */
export function WorkerProgress({
  worker,
  checking,
}: {
  worker: Pick<WorkerState, "busy" | "progress">;
  checking: boolean;
}) {
  const { busy, progress } = worker;
  if (!busy || !progress || (busy === "checking") !== checking) return null;
  return (
    <ImportProgress
      label={stageLabel(busy, progress.done, progress.total)}
      done={progress.done}
      total={progress.total}
    />
  );
}

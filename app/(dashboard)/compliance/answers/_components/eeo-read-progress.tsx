"use client";

import { useEffect, useState } from "react";
import { LocalTime } from "@/components/time/time-zone";
import { Badge } from "@/components/ui/badge";
import { atsInfo } from "@/lib/ats/kinds";
import { eeoReadDetails, eeoReadHeadline } from "@/lib/fairness/eeo-read/describe";
import type { EeoReadView } from "@/lib/fairness/eeo-read/schema";

const POLL_MS = 2000;
const n = (value: number) => value.toLocaleString("en");
const statusBadge = {
  running: { tone: "warning", label: "Running" },
  done: { tone: "success", label: "Done" },
  failed: { tone: "danger", label: "Failed" },
} as const;

async function fetchRun(runId: string): Promise<EeoReadView> {
  const response = await fetch(`/api/compliance/eeo-reads/${encodeURIComponent(runId)}`, { cache: "no-store" });
  if (!response.ok)
    throw new Error(
      ((await response.json().catch(() => null)) as { message?: string } | null)?.message ??
        `The server answered ${response.status}.`,
    );
  return response.json() as Promise<EeoReadView>;
}

/** Polls a read every 2 s while it runs; of the page's view and the poll's, the later one is shown. */
function useRun(runId: string, initial: EeoReadView | null) {
  const [run, setRun] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const running = !run || run.status === "running";
  useEffect(() => {
    if (!running) return;
    let live = true;
    const poll = () =>
      fetchRun(runId).then(
        (next) => live && (setError(null), setRun((now) => (!now || next.asOf >= now.asOf ? next : now))),
        (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
      );
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [runId, running]);
  return { run, error };
}

function Bar({ run }: { run: EeoReadView }) {
  if (run.status === "running" && !run.expected)
    return (
      <div role="progressbar" aria-label="Read so far" aria-valuetext={`${n(run.considered)} read so far`}>
        <div className="h-2.5 w-full animate-pulse rounded-full bg-indigo-200 dark:bg-indigo-900" />
      </div>
    );
  const total = run.expected || run.considered || 1;
  const done = run.status === "done" ? total : run.considered;
  const percent = Math.min(100, Math.floor((done / total) * 100));
  return (
    <div
      role="progressbar"
      aria-label="Applications read"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={`${n(done)} of ${n(total)} (${percent}%)`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
    >
      <div
        className={
          run.status === "failed" ? "h-full bg-red-500" : "h-full bg-indigo-600 transition-[width] duration-500"
        }
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** One read: its status, a bar (of the applications expected, when the ATS says), and its result in words. */
export function EeoReadProgress({ runId, initial }: { runId: string; initial: EeoReadView | null }) {
  const { run, error } = useRun(runId, initial);
  if (!run)
    return (
      <p role="status" className="text-sm">
        Starting the read…
      </p>
    );
  const badge = statusBadge[run.status];
  const unit = run.ats === "lever" ? "responses" : "applications";
  return (
    <section
      aria-label={`${atsInfo[run.ats].label} read`}
      className="space-y-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          {atsInfo[run.ats].label} <Badge tone={badge.tone}>{badge.label}</Badge>
        </h3>
        <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
          Started <LocalTime value={run.startedAt} />
        </p>
      </div>
      <Bar run={run} />
      <p role="status" aria-live="polite" className="text-sm tabular-nums">
        {run.status === "running"
          ? `${n(run.considered)}${run.expected ? ` of ${n(run.expected)}` : ""} ${unit} so far (at most ${n(run.limit)}). ${eeoReadHeadline(run)}`
          : eeoReadHeadline(run)}
      </p>
      {eeoReadDetails(run).length > 0 && (
        <ul className="list-disc pl-5 text-sm text-zinc-700 dark:text-zinc-300">
          {eeoReadDetails(run).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {run.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {run.error}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Could not refresh the progress: {error} Still trying.
        </p>
      )}
    </section>
  );
}

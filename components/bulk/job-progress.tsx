"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { JobStatusBadge } from "@/components/bulk/job-status-badge";
import { ProgressBar } from "@/components/bulk/progress-bar";
import { isJobMoving, rowStateLabels } from "@/lib/bulk/labels";
import type { JobProgressView } from "@/lib/bulk/job-view";
import type { JobKind, RowState } from "@/lib/bulk/job-schemas";
import { bulkKeys } from "./query-keys";
import { Card } from "@/components/ui/card";

const POLL_MS = 2000;
const n = (value: number) => value.toLocaleString("en");
/** The counts shown per kind of job; rows left out of the file (`skipped`) only when there are some. */
const statesOf = (kind: JobKind, p: JobProgressView): RowState[] => [
  ...(kind === "import" ? (["created", "existing"] as const) : (["issued", "already_issued"] as const)),
  "failed",
  ...(kind === "import" ? [] : (["waiting_problem"] as const)),
  "working",
  "pending",
  "cancelled",
  ...(p.counts.skipped ? (["skipped"] as const) : []),
];
const signature = (p: JobProgressView) => `${p.status}|${p.stored}|${Object.values(p.counts).join(",")}`;

async function fetchProgress(jobId: string): Promise<JobProgressView> {
  const response = await fetch(`/api/bulk/${encodeURIComponent(jobId)}/progress`, { cache: "no-store" });
  if (!response.ok)
    throw new Error(
      ((await response.json().catch(() => null)) as { message?: string } | null)?.message ??
        `The server answered ${response.status}.`,
    );
  return response.json() as Promise<JobProgressView>;
}

/**
 * The job's bar and counts. It polls every 2 s while rows may move (the live announcements' fallback) and,
 * when a poll shows more than the server-rendered page, renders the page again so the rows and controls
 * follow. Of the page's and the poll's view, the later one is shown.
 */
export function JobProgress({ initial, kind = "issue" }: { initial: JobProgressView; kind?: JobKind }) {
  const router = useRouter();
  const query = useQuery({
    queryKey: bulkKeys.progress(initial.jobId),
    queryFn: () => fetchProgress(initial.jobId),
    initialData: initial,
    staleTime: 0,
    retry: false,
  });
  const progress = query.data.asOf > initial.asOf ? query.data : initial;
  const moving = isJobMoving(progress.status, progress.counts.working);
  const { refetch } = query;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [moving, refetch]);

  const polledAhead = query.data.asOf > initial.asOf && signature(query.data) !== signature(initial);
  useEffect(() => {
    if (polledAhead) router.refresh();
  }, [polledAhead, query.data.asOf, router]);

  const percent = progress.total ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <Card aria-labelledby="progress-heading" as="section" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="progress-heading" className="flex items-center gap-3 text-lg font-semibold">
          Progress <JobStatusBadge status={progress.status} />
        </h2>
        <p className="text-sm tabular-nums" aria-live="polite" aria-atomic>
          {progress.status === "cancelled" ? (
            <>
              {n(progress.done - progress.counts.cancelled)} of {n(progress.total)} finished before the job was
              cancelled
            </>
          ) : (
            <>
              <strong>{percent}%</strong> · {n(progress.done)} of {n(progress.total)} done
            </>
          )}
        </p>
      </div>
      <ProgressBar
        done={progress.done}
        total={progress.total}
        counts={progress.counts}
        label="Rows done"
        className="h-3"
      />
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))]">
        {statesOf(kind, progress).map((state) => (
          <div key={state} className="rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-800">
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">{rowStateLabels[state]}</dt>
            <dd className="text-lg font-semibold tabular-nums">{n(progress.counts[state])}</dd>
          </div>
        ))}
      </dl>
      {progress.status === "preparing" && (
        <p className="rounded-md bg-zinc-100 p-3 text-sm dark:bg-zinc-800">
          Receiving the candidates: {n(progress.stored)} of {n(progress.total)} so far. The job starts once all have
          arrived. If the upload was interrupted, cancel the job and start again.
        </p>
      )}
      {progress.counts.waiting_problem > 0 && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {progress.counts.waiting_problem === 1 ? "1 row is" : `${n(progress.counts.waiting_problem)} rows are`}{" "}
          waiting for the problem to be Ready; they are tried again every few seconds.
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Could not refresh the progress: {query.error.message} Still trying.
        </p>
      )}
    </Card>
  );
}

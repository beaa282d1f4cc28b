import Link from "next/link";
import { JobStatusBadge } from "@/components/bulk/job-status-badge";
import { ProgressBar } from "@/components/bulk/progress-bar";
import type { JobSummary } from "@/lib/bulk/job-view";
import { formatDateTime } from "@/lib/utils/format";

const headers = ["Problem", "Status", "Progress", "Outcomes", "Created by", "Created"];
const cell = "border-b border-zinc-100 px-3 py-2 align-top dark:border-zinc-800";
const n = (value: number) => value.toLocaleString("en");

function Outcomes({ counts }: { counts: JobSummary["counts"] }) {
  const parts = [
    counts.issued && `${n(counts.issued)} issued`,
    counts.already_issued && `${n(counts.already_issued)} already issued`,
    counts.failed && `${n(counts.failed)} failed`,
    counts.waiting_problem && `${n(counts.waiting_problem)} waiting`,
    counts.cancelled && `${n(counts.cancelled)} cancelled`,
  ].filter(Boolean);
  return <span className="text-xs text-zinc-600 dark:text-zinc-400">{parts.length ? parts.join(" · ") : "—"}</span>;
}

/** The most recent bulk jobs, newest first, each linking to its page. */
export function JobsTable({ jobs }: { jobs: JobSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Bulk issue jobs, newest first</caption>
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="border-b border-zinc-200 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.jobId} className="hover:bg-zinc-50 dark:hover:bg-zinc-800/50">
              <td className={cell}>
                <Link href={`/bulk/${job.jobId}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                  {job.problemName ?? job.problemId}
                </Link>
                <div className="text-xs text-zinc-600 dark:text-zinc-400">{n(job.total)} candidates</div>
              </td>
              <td className={cell}>
                <JobStatusBadge status={job.status} />
              </td>
              <td className={`${cell} w-56`}>
                <ProgressBar done={job.done} total={job.total} counts={job.counts} label={`Progress of the job for ${job.problemName ?? job.problemId}`} className="mt-1.5" />
                <div className="mt-1 text-xs tabular-nums text-zinc-600 dark:text-zinc-400">
                  {n(job.done)} / {n(job.total)}
                </div>
              </td>
              <td className={cell}>
                <Outcomes counts={job.counts} />
              </td>
              <td className={cell}>{job.createdBy}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(job.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { JobStatusBadge } from "@/components/bulk/job-status-badge";
import { ProgressBar } from "@/components/bulk/progress-bar";
import { FramedTable } from "@/components/ui/table";
import type { JobSummary } from "@/lib/bulk/job-view";
import { Time } from "@/components/time/time";
import { TextLink } from "@/components/ui/text-link";

const headers = ["Problem", "Status", "Progress", "Outcomes", "Created by", "Created"];
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
    <FramedTable columns={headers} caption="Bulk issue jobs, newest first">
      {jobs.map((job) => (
        <tr key={job.jobId}>
          <td>
            <TextLink href={`/bulk/${job.jobId}`} weight="medium">
              {job.problemName ?? job.problemId}
            </TextLink>
            <div className="text-xs text-zinc-600 dark:text-zinc-400">{n(job.total)} candidates</div>
          </td>
          <td>
            <JobStatusBadge status={job.status} />
          </td>
          <td className="w-56">
            <ProgressBar
              done={job.done}
              total={job.total}
              counts={job.counts}
              label={`Progress of the job for ${job.problemName ?? job.problemId}`}
              className="mt-1.5"
            />
            <div className="mt-1 text-xs tabular-nums text-zinc-600 dark:text-zinc-400">
              {n(job.done)} / {n(job.total)}
            </div>
          </td>
          <td>
            <Outcomes counts={job.counts} />
          </td>
          <td>{job.createdBy}</td>
          <td className="whitespace-nowrap">
            <Time value={job.createdAt} />
          </td>
        </tr>
      ))}
    </FramedTable>
  );
}

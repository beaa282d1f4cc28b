import type { Metadata } from "next";
import { JOB_ROWS_PAGE_SIZE, jobRowsQuerySchema } from "@/lib/bulk/job-rows-query";
import { notFound, redirect } from "next/navigation";
import { LiveRefresh } from "@/components/live/live-refresh";
import { QueryProvider } from "@/components/query/query-provider";
import { StatusBadge } from "@/components/screening/status-badge";
import { PageHeader } from "@/components/shell/page-header";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { requireRole } from "@/lib/auth/require-role";
import { listJobRows } from "@/lib/bulk/job-rows";
import { getJobSummary } from "@/lib/bulk/read-jobs";
import { localeLabel } from "@/lib/problems/labels";
import { secondaryLinkClass } from "@/components/ui/link-styles";
import { JobControls } from "@/components/bulk/job-controls";
import { JobProgress } from "@/components/bulk/job-progress";
import { JobRowsTable } from "@/components/bulk/job-rows-table";
import { Time } from "@/components/time/time";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Bulk issue job" };

export default async function BulkJobPage({ params, searchParams }: PageProps<"/bulk/[jobId]">) {
  await requireRole("admin");
  const { jobId } = await params;
  const { state, page } = jobRowsQuerySchema.parse(await searchParams);
  const job = await getJobSummary(jobId);
  if (!job) notFound();
  if (job.kind === "import" || !job.problemId) redirect(`/candidates/import/${encodeURIComponent(job.jobId)}`);
  const problemId = job.problemId;
  const { rows, total: matching, pages } = await listJobRows(job.jobId, { state, page, pageSize: JOB_ROWS_PAGE_SIZE });
  const { options } = job;
  const facts: Fact[] = [
    [
      "Problem",
      <span key="problem" className="flex flex-wrap items-center gap-2">
        <TextLink href={`/problems/${encodeURIComponent(problemId)}`}>{job.problemName ?? problemId}</TextLink>
        {job.problemStatus && <StatusBadge status={job.problemStatus} />}
      </span>,
    ],
    ["Started by", job.createdBy],
    ["Created", <Time key="created" value={job.createdAt} />],
    ["Finished", <Time key="finished" value={job.finishedAt} />],
    [
      "Options",
      [
        options.shouldSendEmail === false ? "no invitation email" : "invitation emailed",
        options.bypassIDCheck ? "ID check skipped" : "ID check required",
        `${localeLabel(options.inviteEmailLocale ?? "en")} invitation`,
        ...(options.isSelfServe ? ["self-serve"] : []),
      ].join(" · "),
    ],
  ];

  return (
    <>
      <LiveRefresh watch={[{ topic: "bulk-job", id: job.jobId }]} />
      <PageHeader
        title={job.problemName ?? problemId}
        description={`Bulk issue to ${(job.total - job.counts.skipped).toLocaleString("en")} candidates${job.counts.skipped ? `, ${job.counts.skipped.toLocaleString("en")} file rows left out` : ""}`}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <TextLink href="/bulk" size="sm">
              ← All bulk jobs
            </TextLink>
            <a href={`/api/bulk/${encodeURIComponent(job.jobId)}/export`} download className={secondaryLinkClass}>
              Export CSV
            </a>
          </div>
        }
      />
      <div className="space-y-6">
        <QueryProvider>
          <JobControls jobId={job.jobId} status={job.status} failed={job.counts.failed} open={job.total - job.done} />
          <JobProgress initial={job} />
        </QueryProvider>
        <FactList
          facts={facts}
          className="grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-zinc-200 bg-white p-5 sm:grid-cols-[auto_1fr_auto_1fr] dark:border-zinc-800 dark:bg-zinc-900"
        />
        <JobRowsTable
          basePath={`/bulk/${job.jobId}`}
          rows={rows}
          counts={job.counts}
          total={job.stored}
          state={state}
          page={page}
          pages={pages}
          matching={matching}
        />
      </div>
    </>
  );
}

import type { Metadata } from "next";
import { JOB_ROWS_PAGE_SIZE, jobRowsQuerySchema } from "@/lib/bulk/job-rows-query";
import { notFound } from "next/navigation";
import { JobControls } from "@/components/bulk/job-controls";
import { JobProgress } from "@/components/bulk/job-progress";
import { JobRowsTable } from "@/components/bulk/job-rows-table";
import { LiveRefresh } from "@/components/live/live-refresh";
import { QueryProvider } from "@/components/query/query-provider";
import { PageHeader } from "@/components/shell/page-header";
import { FactList } from "@/components/ui/fact-list";
import { forbidden } from "next/navigation";
import { requireRole } from "@/lib/auth/require-role";
import { readsBlind } from "@/lib/review/blind";
import { listJobRows } from "@/lib/bulk/job-rows";
import { getJobSummary } from "@/lib/bulk/read-jobs";
import { Time } from "@/components/time/time";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Candidate import" };

const n = (value: number) => value.toLocaleString("en");

/** One import's progress and rows; it runs on the server, so this page can be closed and opened again. */
export default async function ImportJobPage({ params, searchParams }: PageProps<"/candidates/import/[jobId]">) {
  // Blind review: a roster names the candidates the reviewer sees under pseudonyms.
  if (await readsBlind(await requireRole("recruiter"))) forbidden();
  const { jobId } = await params;
  const { state, page } = jobRowsQuerySchema.parse(await searchParams);
  const job = await getJobSummary(jobId);
  if (!job || job.kind !== "import") notFound();
  const { rows, total: matching, pages } = await listJobRows(job.jobId, { state, page, pageSize: JOB_ROWS_PAGE_SIZE });
  return (
    <>
      <LiveRefresh watch={[{ topic: "bulk-job", id: job.jobId }]} />
      <PageHeader
        title="Candidate import"
        description={`${n(job.total)} rows: new people are created as candidates, known ones left as they are`}
        actions={
          <TextLink href="/candidates/import" size="sm">
            ← Import candidates
          </TextLink>
        }
      />
      <div className="space-y-6">
        <QueryProvider>
          <JobControls
            jobId={job.jobId}
            kind="import"
            status={job.status}
            failed={job.counts.failed}
            open={job.total - job.done}
          />
          <JobProgress initial={job} kind="import" />
        </QueryProvider>
        <FactList
          facts={[
            ["Started by", job.createdBy],
            ["Created", <Time key="created" value={job.createdAt} />],
            ["Finished", <Time key="finished" value={job.finishedAt} />],
          ]}
          className="grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
        />
        <JobRowsTable
          kind="import"
          basePath={`/candidates/import/${job.jobId}`}
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

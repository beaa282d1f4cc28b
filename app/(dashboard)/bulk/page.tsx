import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { LiveRefresh } from "@/components/live/live-refresh";
import { RefreshWhileMoving } from "@/components/bulk/refresh-while-moving";
import { requireRole } from "@/lib/auth/require-role";
import { isJobMoving } from "@/lib/bulk/labels";
import { listJobSummaries } from "@/lib/bulk/read-jobs";
import { JobsTable } from "./_components/jobs-table";
import { newJobLinkClass } from "@/components/ui/link-styles";

export const metadata: Metadata = { title: "Bulk issue" };

export default async function BulkIssuePage() {
  await requireRole("admin");
  const jobs = await listJobSummaries();
  return (
    <>
      <LiveRefresh watch={[{ topic: "bulk-job" }]} />
      <RefreshWhileMoving moving={jobs.some((j) => isJobMoving(j.status, j.counts.working))} />
      <PageHeader
        title="Bulk issue"
        description="Issue one problem to many candidates at once. Jobs run on the server: leave the page, and they carry on."
        actions={
          <Link href="/bulk/new" className={newJobLinkClass}>
            New bulk issue
          </Link>
        }
      />
      {jobs.length ? (
        <JobsTable jobs={jobs} />
      ) : (
        <EmptyState title="No bulk jobs yet">
          Start one with <strong>New bulk issue</strong>: pick a problem, then import a file (CSV, TSV, TXT or XLSX) or
          choose candidates from the table.
        </EmptyState>
      )}
    </>
  );
}

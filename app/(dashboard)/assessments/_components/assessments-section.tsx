import { EmptyState } from "@/components/shell/empty-state";
import { ApiErrorPanel } from "@/components/screening/api-error-panel";
import { loadAssessmentPage } from "@/lib/results/assessment-page";
import { AssessmentsPagination } from "./assessments-pagination";
import { AssessmentsTable } from "./assessments-table";
import { PageNotices } from "./page-notices";

/** One page of screens from the API, read while the page header is already on screen. */
export async function AssessmentsSection({ page, pageSize }: { page: number; pageSize: number }) {
  const result = await loadAssessmentPage(page, pageSize).then(
    (view) => ({ ok: true as const, view }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (!result.ok) return <ApiErrorPanel error={result.error} what="the screens" />;
  const { rows, pagination, notices } = result.view;
  if (pagination.totalItems === 0) {
    return <EmptyState title="No screens yet">Issue a screen from a candidate&apos;s page and it will be listed here.</EmptyState>;
  }
  return (
    <div className="space-y-3">
      <PageNotices notices={notices} />
      <AssessmentsTable rows={rows} />
      <AssessmentsPagination pagination={pagination} shown={rows.length} />
    </div>
  );
}

import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { LiveRefresh } from "@/components/live/live-refresh";
import { requireUser } from "@/lib/auth/session";
import { Freshness } from "@/components/sync/freshness";
import { getReviewQueue } from "@/lib/sync/read/integrity-queue";
import { queueFiltersSchema, queueSearch } from "@/lib/sync/read/queue-filters";
import { listFreshness } from "@/lib/sync/status";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { QueueFilterForm } from "./_components/queue-filter-form";
import { QueueTable } from "./_components/queue-table";

export const metadata: Metadata = { title: "Integrity review" };

export default async function IntegrityPage({ searchParams }: PageProps<"/integrity">) {
  const user = await requireUser();
  const filters = queueFiltersSchema.parse(await searchParams);
  const [queue, problems, freshness] = await Promise.all([
    getReviewQueue({ ...filters, problemId: filters.problem }, user),
    listRegisteredProblems(),
    listFreshness(),
  ]);
  const query = (page: number) => `?${queueSearch(filters, page)}`;
  return (
    <>
      <LiveRefresh watch={[{ topic: "screen" }, { topic: "sync" }]} everyMs={3000} renderedAt={freshness.readAt} />
      <PageHeader
        title="Integrity review"
        description="Results with integrity flags, riskiest first. Give each flag a verdict on the result's page."
        actions={
          <Link
            href="/integrity/insights"
            className="inline-flex h-9 items-center rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800"
          >
            Insights
          </Link>
        }
      />
      <div className="-mt-3 mb-3">
        <Freshness freshness={freshness} />
      </div>
      <QueueFilterForm filters={filters} problems={problems} total={queue.total} />
      {queue.rows.length === 0 ? (
        <EmptyState title="Nothing to review">
          No result with flags matches these filters. New results arrive as screens complete.
        </EmptyState>
      ) : (
        <QueueTable rows={queue.rows} filters={filters} timeZone={user.timeZone} />
      )}
      <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
        {filters.page > 1 && <Link href={query(filters.page - 1)}>← Previous</Link>}
        <span>
          Page {filters.page} of {queue.pages}
        </span>
        {filters.page < queue.pages && <Link href={query(filters.page + 1)}>Next →</Link>}
      </nav>
    </>
  );
}

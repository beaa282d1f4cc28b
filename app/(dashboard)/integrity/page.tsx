import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { RiskBadge } from "@/components/results/risk-badge";
import { FilterSelect } from "@/components/data-table/filter-fields";
import { Button } from "@/components/ui/button";
import { FramedTable, TD, TR } from "@/components/ui/table";
import { LiveRefresh } from "@/components/live/live-refresh";
import { requireUser } from "@/lib/auth/session";
import { Freshness } from "@/components/sync/freshness";
import { getReviewQueue } from "@/lib/sync/read/integrity-queue";
import { queueFiltersSchema, queueSearch, resultInQueueHref } from "@/lib/sync/read/queue-filters";
import { listFreshness } from "@/lib/sync/status";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { formatDateTime } from "@/lib/utils/format";
import { decisionFilterOptions, decisionSummary, scoutVerdictText } from "@/lib/sync/read/decision-filter";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Integrity review" };

const risks = [
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
];
const reviewStates = [
  { value: "no", label: "Not fully reviewed" },
  { value: "yes", label: "Fully reviewed" },
  { value: "second", label: "Waiting for a second opinion" },
];

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
      <form className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the review queue">
        <FilterSelect label="Risk" name="risk" anyLabel="Any risk" options={risks} defaultValue={filters.risk ?? ""} />
        <FilterSelect
          label="Problem"
          name="problem"
          anyLabel="Any problem"
          options={problems.map((p) => ({ value: p.problemId, label: p.name }))}
          defaultValue={filters.problem ?? ""}
        />
        <FilterSelect
          label="Review"
          name="reviewed"
          anyLabel="Reviewed or not"
          options={reviewStates}
          defaultValue={filters.reviewed ?? ""}
        />
        <FilterSelect
          label="Decision"
          name="decision"
          anyLabel="Any decision"
          options={decisionFilterOptions}
          defaultValue={filters.decision ?? ""}
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <p className="ml-auto text-sm text-zinc-600 dark:text-zinc-400">{queue.total.toLocaleString("en")} results</p>
      </form>
      {queue.rows.length === 0 ? (
        <EmptyState title="Nothing to review">
          No result with flags matches these filters. New results arrive as screens complete.
        </EmptyState>
      ) : (
        <FramedTable
          columns={[
            "Candidate",
            "Problem",
            { label: "Score", align: "right" },
            "Risk",
            "Flags",
            "Reviewed",
            "Decision",
            "Completed",
          ]}
        >
          {queue.rows.map((r) => (
            <TR key={r.interviewId}>
              <TD>
                <TextLink href={resultInQueueHref(r.interviewId, filters)} weight="medium">
                  {r.candidateName ?? r.candidateId}
                </TextLink>
                {r.candidateEmail && (
                  <span className="block text-xs break-all text-zinc-600 dark:text-zinc-400">{r.candidateEmail}</span>
                )}
              </TD>
              <TD>{r.problemName ?? r.problemId}</TD>
              <TD className="text-right tabular-nums">{r.score === null ? "Ungraded" : r.score.toFixed(1)}</TD>
              <TD>
                <RiskBadge risk={r.risk} />
              </TD>
              <TD className="tabular-nums">
                {r.flagCount}{" "}
                {r.criticalCount ? (
                  <span className="text-red-700 dark:text-red-400">({r.criticalCount} critical)</span>
                ) : null}
              </TD>
              <TD className="tabular-nums">
                {r.reviewedCount >= r.flagCount ? "Done" : `${r.reviewedCount} of ${r.flagCount}`}
              </TD>
              <TD className="whitespace-nowrap">
                {decisionSummary(r.decisions) ?? <span className="list-muted">Not decided</span>}
                {r.scoutVerdict && <span className="list-muted block">{scoutVerdictText(r.scoutVerdict)}</span>}
              </TD>
              <TD className="text-xs">{formatDateTime(r.completedAt, user.timeZone)}</TD>
            </TR>
          ))}
        </FramedTable>
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

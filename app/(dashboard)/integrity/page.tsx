import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { RiskBadge } from "@/components/results/risk-badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { LiveRefresh } from "@/components/live/live-refresh";
import { requireUser } from "@/lib/auth/session";
import { getReviewQueue } from "@/lib/integrity/review-queue";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { formatDateTime } from "@/lib/utils/format";
import { getScreeningApi } from "@/lib/screening-api";
import { SyncButton } from "./_components/sync-button";

export const metadata: Metadata = { title: "Integrity review" };

const filtersSchema = z.object({
  risk: z.enum(["high", "medium", "low"]).optional().catch(undefined),
  problem: z.string().min(1).optional().catch(undefined),
  reviewed: z.enum(["yes", "no"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

export default async function IntegrityPage({ searchParams }: PageProps<"/integrity">) {
  await requireUser();
  const filters = filtersSchema.parse(await searchParams);
  const [queue, problems, candidates] = await Promise.all([
    getReviewQueue({ ...filters, problemId: filters.problem }),
    listRegisteredProblems(),
    getScreeningApi().candidates.list().catch(() => []),
  ]);
  const candidateNames = new Map(candidates.map((c) => [c.identifier, c.name]));
  const problemNames = new Map(problems.map((p) => [p.problemId, p.name]));
  const query = (page: number) => `?${new URLSearchParams({ ...(filters.risk && { risk: filters.risk }), ...(filters.problem && { problem: filters.problem }), ...(filters.reviewed && { reviewed: filters.reviewed }), page: String(page) })}`;
  return (
    <>
      <LiveRefresh watch={[{ topic: "screen" }]} />
      <PageHeader title="Integrity review" description="Results with integrity flags, riskiest first. Confirm or dismiss each flag on the result's page." actions={<SyncButton />} />
      <form className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the review queue">
        <label className="flex flex-col gap-1 text-xs font-medium">
          Risk
          <Select name="risk" defaultValue={filters.risk ?? ""}>
            <option value="">Any risk</option>
            <option value="high">High</option>
            <option value="medium">Medium</option>
            <option value="low">Low</option>
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium">
          Problem
          <Select name="problem" defaultValue={filters.problem ?? ""}>
            <option value="">Any problem</option>
            {problems.map((p) => (
              <option key={p.problemId} value={p.problemId}>
                {p.name}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium">
          Review
          <Select name="reviewed" defaultValue={filters.reviewed ?? ""}>
            <option value="">Reviewed or not</option>
            <option value="no">Not fully reviewed</option>
            <option value="yes">Fully reviewed</option>
          </Select>
        </label>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <p className="ml-auto text-sm text-zinc-600 dark:text-zinc-400">{queue.total.toLocaleString("en")} results</p>
      </form>
      {queue.rows.length === 0 ? (
        <EmptyState title="Nothing to review">No result with flags matches these filters. New results arrive as screens complete; “Read new results” catches up.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
          <table className="w-full text-sm">
            <thead className="bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
              <tr>
                <th className="px-3 py-2">Candidate</th>
                <th className="px-3 py-2">Problem</th>
                <th className="px-3 py-2">Risk</th>
                <th className="px-3 py-2">Flags</th>
                <th className="px-3 py-2">Reviewed</th>
                <th className="px-3 py-2">Completed</th>
              </tr>
            </thead>
            <tbody>
              {queue.rows.map((r) => (
                <tr key={r.interviewId} className="border-t border-zinc-100 dark:border-zinc-800">
                  <td className="px-3 py-2">
                    <Link href={`/results/${encodeURIComponent(r.interviewId)}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                      {candidateNames.get(r.candidateId) ?? r.candidateId}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{problemNames.get(r.problemId) ?? r.problemId}</td>
                  <td className="px-3 py-2">
                    <RiskBadge risk={r.risk} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {r.flagCount} {r.criticalCount ? <span className="text-red-700 dark:text-red-400">({r.criticalCount} critical)</span> : null}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{r.reviewedCount >= r.flagCount ? "Done" : `${r.reviewedCount} of ${r.flagCount}`}</td>
                  <td className="px-3 py-2 text-xs">{formatDateTime(r.completedAt.toISOString())}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LiveRefresh } from "@/components/live/live-refresh";
import { PageHeader } from "@/components/shell/page-header";
import { Freshness } from "@/components/sync/freshness";
import { hasRole } from "@/lib/auth/roles";
import { requireUser } from "@/lib/auth/session";
import { cohortOptions } from "@/lib/cohort/cohort-options";
import { cohortQuerySchema } from "@/lib/cohort/cohort-query";
import { listCohort } from "@/lib/cohort/read-cohort";
import { readDistribution } from "@/lib/cohort/read-distribution";
import { getRegistryEntry } from "@/lib/problems/registry";
import { listFreshness } from "@/lib/sync/status";
import { listHref } from "@/lib/utils/list-href";
import { CohortFilters } from "./_components/cohort-filters";
import { CohortWorkspace } from "./_components/cohort-workspace";
import { PickSwitch } from "./_components/pick-switch";
import { pageParam } from "@/lib/utils/page-param";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata({ params }: PageProps<"/problems/[problemId]/cohort">): Promise<Metadata> {
  const entry = await getRegistryEntry(pageParam((await params).problemId));
  return { title: entry ? `Cohort · ${entry.name}` : "Cohort" };
}

/** Everyone who took a problem, ranked, from the read model: no API call per view, whatever the cohort's size. */
export default async function CohortPage({ params, searchParams }: PageProps<"/problems/[problemId]/cohort">) {
  const user = await requireUser();
  const problemId = pageParam((await params).problemId);
  const entry = await getRegistryEntry(problemId);
  if (!entry) notFound();
  const query = cohortQuerySchema.parse(await searchParams);
  const { sortedScores, ...distribution } = await readDistribution(problemId, query.pick);
  const [page, options, freshness] = await Promise.all([
    listCohort(problemId, query, { sortedScores, people: distribution.counts.people }, user),
    cohortOptions(problemId, distribution.values),
    listFreshness(),
  ]);
  const { sort, dir, page: pageNumber, size, ...filters } = query;
  const base = `/problems/${encodeURIComponent(problemId)}/cohort`;
  const href = (changes: Record<string, string | number | undefined>) =>
    listHref(base, { ...filters, sort, dir, size, page: pageNumber }, changes);
  const exportHref = listHref(`${base}/export`, { ...filters, sort, dir }, {});
  return (
    <>
      <LiveRefresh watch={[{ topic: "screen" }, { topic: "sync" }]} everyMs={3000} renderedAt={freshness.readAt} />
      <PageHeader
        title={`Cohort: ${entry.name}`}
        description="Everyone who took this problem, one row per person, best score first. Percentiles count the graded people of the whole cohort (by the screen shown of each), whatever the filters."
        actions={
          <div className="flex flex-wrap items-center gap-4">
            <TextLink href={`/problems/${encodeURIComponent(problemId)}`} size="sm">
              ← The problem
            </TextLink>
            <a
              href={exportHref}
              className="inline-flex h-9 items-center rounded-md border border-zinc-300 px-3 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
              download
            >
              Export CSV
            </a>
          </div>
        }
      />
      <div className="mb-4 space-y-3">
        <PickSwitch people={distribution.counts.people} retaken={distribution.counts.retaken} />
        <CohortFilters options={options} />
        <Freshness freshness={freshness} />
      </div>
      <CohortWorkspace
        key={query.pick}
        problemId={problemId}
        distribution={distribution}
        rows={page.rows}
        filters={filters}
        canDecide={hasRole(user.role, "manager")}
      />
      <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span className="text-zinc-600 dark:text-zinc-400">
          {page.total === 0
            ? "No matching people"
            : `${((pageNumber - 1) * size + 1).toLocaleString("en")}–${Math.min(page.total, pageNumber * size).toLocaleString("en")} of ${page.total.toLocaleString("en")} ${page.total === 1 ? "person" : "people"}`}
        </span>
        {pageNumber > 1 && (
          <TextLink href={href({ page: pageNumber - 1 })} size="sm" rel="prev" scroll={false}>
            ← Previous
          </TextLink>
        )}
        {pageNumber < page.pages && (
          <TextLink href={href({ page: pageNumber + 1 })} size="sm" rel="next" scroll={false}>
            Next →
          </TextLink>
        )}
      </nav>
    </>
  );
}

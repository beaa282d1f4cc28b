import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { KeysetPager } from "@/components/data-table/keyset-pager";
import { ListTable } from "@/components/data-table/list-table";
import { LiveRefresh } from "@/components/live/live-refresh";
import { Freshness } from "@/components/sync/freshness";
import { requireUser } from "@/lib/auth/session";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { listScreens, sortRanks } from "@/lib/sync/read/list-screens";
import { screensQuerySchema } from "@/lib/sync/read/screens-query";
import { listFreshness } from "@/lib/sync/status";
import { readsBlind } from "@/lib/review/blind";
import { listHref } from "@/lib/utils/list-href";
import { screenColumns } from "./_components/screen-columns";
import { ScreenFilters } from "./_components/screen-filters";

export const metadata: Metadata = { title: "Assessments" };

export default async function AssessmentsPage({ searchParams }: PageProps<"/assessments">) {
  const user = await requireUser();
  const query = screensQuerySchema.parse(await searchParams);
  const [page, problems, freshness] = await Promise.all([
    listScreens(query, user),
    listRegisteredProblems(),
    listFreshness(),
  ]);
  const state = { ...query };
  const href = (changes: Parameters<typeof listHref>[2]) => listHref("/assessments", state, changes);
  const filtered = Boolean(query.q || query.status || query.problem || query.risk || query.decision || query.since);
  const ranked = sortRanks[query.sort];
  return (
    <>
      <LiveRefresh watch={[{ topic: "screen" }, { topic: "sync" }]} everyMs={3000} renderedAt={freshness.readAt} />
      <PageHeader
        title="Assessments"
        description="Every screen your organization has issued, with how it went once completed."
      />
      <div className="mb-3 space-y-3">
        <ScreenFilters
          problems={problems.map((p) => ({ value: p.problemId, label: p.name }))}
          blind={await readsBlind(user)}
        />
        <Freshness freshness={freshness} />
        {ranked && (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Ranking the {ranked} only: a screen still open{query.sort === "score" ? " or an ungraded video screen" : ""}{" "}
            has nothing to rank by. Sort by Issued to see every screen.
          </p>
        )}
      </div>
      <ListTable
        columns={screenColumns(user.timeZone)}
        rows={page.rows}
        rowKey={(row) => row.id}
        caption="Screens"
        sort={{ key: query.sort, dir: query.dir, href: (sort, dir) => href({ sort, dir }) }}
        empty={filtered ? "No screen matches these filters." : "No screens yet. Issue one from a candidate's page."}
      />
      <KeysetPager
        start={page.start}
        count={page.rows.length}
        total={page.total}
        totalIsFloor={page.totalIsFloor}
        first={href({ after: undefined, before: undefined })}
        previous={page.previous ? href({ after: undefined, before: page.previous }) : null}
        next={page.next ? href({ after: page.next, before: undefined }) : null}
        size={query.size}
        noun={ranked ?? (filtered ? "matching screens" : "screens")}
      />
    </>
  );
}

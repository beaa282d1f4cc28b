import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { KeysetPager } from "@/components/data-table/keyset-pager";
import { ListTable } from "@/components/data-table/list-table";
import { LiveRefresh } from "@/components/live/live-refresh";
import { Freshness } from "@/components/sync/freshness";
import { requireUser } from "@/lib/auth/session";
import { candidatesQuerySchema } from "@/lib/sync/read/candidates-query";
import { candidateSources, candidateStatuses, listCandidates } from "@/lib/sync/read/list-candidates";
import { listFreshness } from "@/lib/sync/status";
import { identityView, readsBlind, redactCandidate } from "@/lib/review/blind";
import { listHref } from "@/lib/utils/list-href";
import { secondaryLinkClass } from "@/components/ui/link-styles";
import { candidateListColumns } from "./_components/candidate-list-columns";
import { CandidateListFilters } from "./_components/candidate-list-filters";
import { CreateCandidateDialog } from "./_components/create-candidate-dialog";
import { EmailLookup } from "./_components/email-lookup";
import { selectColumn } from "./_components/select-column";
import { EraseSelectionForm } from "@/components/privacy/erase-selection-form";

export const metadata: Metadata = { title: "Candidates" };

export default async function CandidatesPage({ searchParams }: PageProps<"/candidates">) {
  const user = await requireUser();
  const blind = await readsBlind(user);
  const parsed = candidatesQuerySchema.parse(await searchParams);
  // A blind reader's list is by date: sorting by name or email would tell the hidden names apart.
  const query =
    blind && (parsed.sort === "name" || parsed.sort === "email") ? { ...parsed, sort: "createdAt" as const } : parsed;
  const [listed, sources, statuses, freshness] = await Promise.all([
    listCandidates(query, blind),
    blind ? [] : candidateSources(),
    candidateStatuses(),
    listFreshness(),
  ]);
  const view = await identityView(
    user,
    listed.rows.map((row) => row.id),
  );
  const page = { ...listed, rows: listed.rows.map((row) => redactCandidate(row.id, row, view)) };
  const { after, before, ...state } = query;
  const href = (changes: Parameters<typeof listHref>[2]) =>
    listHref("/candidates", { ...state, after, before }, changes);
  const filtered = Boolean(query.q || query.status || query.source || query.externalId);
  return (
    <>
      <LiveRefresh watch={[{ topic: "candidate" }, { topic: "sync" }]} everyMs={3000} renderedAt={freshness.readAt} />
      <PageHeader
        title="Candidates"
        description="Everyone your organization has registered with the screening service."
        actions={
          <div className="flex flex-wrap items-end gap-4">
            {!blind && <EmailLookup />}
            {!blind && (
              <Link href="/candidates/import" className={secondaryLinkClass}>
                Import candidates
              </Link>
            )}
            {user.role === "admin" && <EraseSelectionForm />}
            <CreateCandidateDialog />
          </div>
        }
      />
      <div className="mb-3 space-y-3">
        <CandidateListFilters sources={sources} statuses={statuses} blind={blind} />
        <Freshness freshness={freshness} />
      </div>
      <ListTable
        columns={[...(user.role === "admin" ? [selectColumn] : []), ...candidateListColumns(user.timeZone, blind)]}
        rows={page.rows}
        rowKey={(row) => row.id}
        caption="Candidates"
        sort={{ key: query.sort, dir: query.dir, href: (sort, dir) => href({ sort, dir }) }}
        empty={filtered ? "No candidate matches these filters." : "No candidates yet. Create the first one."}
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
        noun={filtered ? "matching candidates" : "candidates"}
      />
    </>
  );
}

import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { ApiErrorPanel } from "@/components/screening/api-error-panel";
import { StatusBadge } from "@/components/screening/status-badge";
import { Badge } from "@/components/ui/badge";
import type { Problem } from "@/lib/api-contract/responses";
import { hasRole } from "@/lib/auth/roles";
import { requireUser } from "@/lib/auth/session";
import { editBaseline } from "@/lib/problems/edit-baseline";
import { problemTypeLabel } from "@/lib/problems/labels";
import { loadProblem } from "@/lib/problems/load-problem";
import type { RegistryEntry } from "@/lib/problems/registry";
import { NotFoundError } from "@/lib/screening-api";
import { LazyCreatingProgress } from "./_components/lazy-creating-progress";
import { EditProblemForm } from "./_components/edit-problem-form";
import { ProblemFacts } from "./_components/problem-facts";
import { ProblemSummaries } from "./_components/problem-summaries";
import { ScoringCategories } from "./_components/scoring-categories";
import { SharePdf } from "./_components/share-pdf";
import { IssueFromProblem } from "./_components/issue-from-problem";
import { whyNotIssuable } from "@/lib/problems/issuable";
import { Time } from "@/components/time/time";
import { pageParam } from "@/lib/utils/page-param";
import { loadAnalyticsParams } from "@/lib/analytics/search-params";
import { ProblemAnalytics } from "./_components/problem-analytics";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Problem" };

const backLink = (
  <TextLink href="/problems" size="sm">
    ← All problems
  </TextLink>
);

/** The ranking of everyone who took the problem, and the way back to the list. */
const headerLinks = (problemId: string) => (
  <div className="flex flex-wrap items-center gap-4">
    <Link
      href={`/problems/${encodeURIComponent(problemId)}/cohort`}
      className="inline-flex h-9 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-500"
    >
      Rank and compare candidates
    </Link>
    {backLink}
  </div>
);

function Header({ problemId, problem }: { problemId: string; problem: Problem }) {
  return (
    <PageHeader
      title={problem.name}
      description={
        <span className="flex flex-wrap items-center gap-2">
          {problem.status && <StatusBadge status={problem.status} />}
          {problem.type && <span>{problemTypeLabel(problem.type)}</span>}
          {problem.testMode && <Badge tone="warning">Test problem</Badge>}
          {problem.isFromServiceTestBank && <Badge>Test bank</Badge>}
        </span>
      }
      actions={headerLinks(problemId)}
    />
  );
}

interface ProblemViewProps {
  /** The id the page was opened with: the one every link and action uses. */
  problemId: string;
  problem: Problem;
  entry: Pick<RegistryEntry, "origin" | "lastFetchedAt"> | null;
  live: boolean;
  canEdit: boolean;
  isAdmin: boolean;
}

/** The problem as read. `live` is false for a stale snapshot shown while the service cannot be read. */
function ProblemView({ problemId, problem, entry, live, canEdit, isAdmin }: ProblemViewProps) {
  const baseline = editBaseline(problem);
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <div className="space-y-6 xl:col-span-2">
        {live && problem.status === "Creating" && <LazyCreatingProgress problemId={problemId} />}
        <ProblemSummaries problem={problem} />
        <ScoringCategories problem={problem} />
        {live && canEdit && (
          <EditProblemForm
            key={JSON.stringify(baseline)}
            problemId={problemId}
            facts={{
              status: problem.status,
              type: problem.type,
              externalResourceMode: problem.externalResourceMode,
              isFromServiceTestBank: problem.isFromServiceTestBank,
            }}
            baseline={baseline}
            categories={problem.scoringCategories.map((c) => ({ title: c.title, weight: c.weight }))}
          />
        )}
      </div>
      <aside className="space-y-6">
        {live && (
          <IssueFromProblem problemId={problemId} refusal={whyNotIssuable(problem.status ?? null)} isAdmin={isAdmin} />
        )}
        <ProblemFacts problem={problem} entry={entry} />
        {live && <SharePdf problemId={problemId} />}
      </aside>
    </div>
  );
}

export default async function ProblemPage({ params, searchParams }: PageProps<"/problems/[problemId]">) {
  const user = await requireUser();
  const problemId = pageParam((await params).problemId);
  const analytics = <ProblemAnalytics problemId={problemId} params={await loadAnalyticsParams(searchParams)} />;
  const read = await loadProblem(problemId, user.id);
  const canEdit = hasRole(user.role, "manager");
  if (read.ok) {
    return (
      <>
        <Header problemId={problemId} problem={read.problem} />
        <ProblemView
          problemId={problemId}
          problem={read.problem}
          entry={read.entry}
          live
          canEdit={canEdit}
          isAdmin={hasRole(user.role, "admin")}
        />
        {analytics}
      </>
    );
  }
  if (read.error instanceof NotFoundError && !read.lastKnown) notFound();
  if (!read.lastKnown) {
    return (
      <>
        <PageHeader title="Problem" actions={backLink} />
        <ApiErrorPanel error={read.error} what="this problem" />
      </>
    );
  }
  return (
    <>
      <Header problemId={problemId} problem={read.lastKnown} />
      <div className="mb-6 space-y-2">
        <ApiErrorPanel error={read.error} what="this problem" />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Showing what the service said on <Time value={read.entry?.lastFetchedAt} />. Editing and sharing return once
          it can be read again.
        </p>
      </div>
      <ProblemView
        problemId={problemId}
        problem={read.lastKnown}
        entry={read.entry}
        live={false}
        canEdit={canEdit}
        isAdmin={false}
      />
      {analytics}
    </>
  );
}

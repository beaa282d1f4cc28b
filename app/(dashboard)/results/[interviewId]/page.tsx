import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { ApiErrorPanel } from "@/components/screening/api-error-panel";
import { AnalysisChart } from "@/components/results/analysis-chart";
import { CohortStanding } from "@/components/results/cohort-standing";
import { DownloadPdfLink } from "@/components/results/download-pdf-link";
import { IntegrityReport } from "@/components/results/integrity-report";
import { ResultFacts } from "@/components/results/result-facts";
import { ScoreCard } from "@/components/results/score-card";
import { QueueBar, ReviewShortcuts } from "@/components/review/review-shortcuts";
import { SettingsComparison } from "@/components/results/settings-comparison";
import { requireUser } from "@/lib/auth/session";
import { cohortStanding } from "@/lib/cohort/standing";
import { listLiveLinksOf } from "@/lib/share-links/store";
import { loadResultsPage } from "@/lib/results/load-results";
import { ErasedCandidateNotice } from "@/components/privacy/erased-notice";
import { resultsTitle } from "@/lib/results/page-titles";
import { describeApiError } from "@/lib/screening-api/describe-error";
import { queueFiltersSchema, queueSearch, resultInQueueHref } from "@/lib/sync/read/queue-filters";
import { queuePosition } from "@/lib/sync/read/queue-neighbours";
import { formatDateTime } from "@/lib/utils/format";
import { NotCompleted } from "./_components/not-completed";
import { SharePanel } from "./_components/share-panel";
import { pageParam } from "@/lib/utils/page-param";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata({ params }: PageProps<"/results/[interviewId]">): Promise<Metadata> {
  return { title: await resultsTitle(pageParam((await params).interviewId)) };
}

/** Previous, next and next unreviewed in the integrity queue the result was opened from, with its filters. */
async function queueLinks(interviewId: string, search: Record<string, string | string[] | undefined>) {
  if (search.queue !== "integrity") return null;
  const filters = queueFiltersSchema.parse(search);
  const at = await queuePosition(interviewId, {
    risk: filters.risk,
    problemId: filters.problem,
    reviewed: filters.reviewed,
    decision: filters.decision,
  });
  if (!at) return null;
  const href = (id: string | null) => (id ? resultInQueueHref(id, filters) : null);
  const query = queueSearch(filters);
  return {
    links: { previous: href(at.previous), next: href(at.next), nextUnreviewed: href(at.nextUnreviewed) },
    position: at.position,
    inQueue: at.inQueue,
    total: at.total,
    back: `/integrity${query ? `?${query}` : ""}`,
  };
}

export default async function ResultsPage({ params, searchParams }: PageProps<"/results/[interviewId]">) {
  const user = await requireUser();
  const interviewId = pageParam((await params).interviewId);
  const queue = await queueLinks(interviewId, await searchParams);
  const data = await loadResultsPage(interviewId, user);
  if (data.state === "unknown") notFound();
  if (data.state === "erased") return <ErasedCandidateNotice />;
  if (data.state === "failed") {
    return (
      <>
        <PageHeader title="Results" />
        <ApiErrorPanel error={data.error} what="these results" />
      </>
    );
  }
  if (data.state === "not-completed") return <NotCompleted assessment={data.assessment} message={data.message} />;

  const { results, problem, candidate, hidden } = data;
  const candidateName = candidate.ok ? candidate.value.name : null;
  const problemName = problem.ok ? problem.value.name : null;
  const candidateFailure = candidate.ok ? null : describeApiError(candidate.error);
  const [standing, shareLinks] = await Promise.all([
    results.score === null ? null : cohortStanding(results.problem_id, results.score),
    listLiveLinksOf(interviewId),
  ]);

  return (
    <>
      {queue && <QueueBar {...queue} />}
      <PageHeader
        title={candidateName ? `Results of ${candidateName}` : "Results"}
        description={`${problemName ?? results.problem_id} · completed ${formatDateTime(results.completed_at, user.timeZone)}`}
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <a
              href="#share"
              className="inline-flex h-9 items-center justify-center rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
            >
              Share
            </a>
            {/* The service's PDF names the candidate: not for a blind reader until they reveal who it is. */}
            {!hidden && <DownloadPdfLink interviewId={interviewId} />}
            <ReviewShortcuts links={queue?.links ?? null} />
          </div>
        }
      />
      {candidateFailure && (
        <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          The candidate&apos;s name could not be loaded ({candidateFailure.title}: {candidateFailure.detail}).
        </p>
      )}
      <div className="space-y-6">
        {standing && results.score !== null && (
          <CohortStanding problemId={results.problem_id} score={results.score} {...standing} />
        )}
        <div className="grid gap-6 lg:grid-cols-3">
          <ScoreCard score={results.score} />
          <ResultFacts results={results} candidateName={candidateName} problemName={problemName} />
          <SettingsComparison settings={results.settings} problem={problem} />
        </div>
        {results.analysis && <AnalysisChart analysis={results.analysis} />}
        <IntegrityReport report={results.integrity_report} zone={user.timeZone} />
        <SharePanel interviewId={interviewId} user={user} links={shareLinks} />
        <p className="text-sm">
          <TextLink href="/assessments">← All assessments</TextLink>
        </p>
      </div>
    </>
  );
}

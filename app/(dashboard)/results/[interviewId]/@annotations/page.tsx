import { DecisionPanel } from "@/components/annotations/decision-panel";
import { FlagReview } from "@/components/annotations/flag-review";
import { NotesPanel } from "@/components/annotations/notes-panel";
import { TagsEditor } from "@/components/annotations/tags-editor";
import { RevealCandidate } from "@/components/annotations/reveal-candidate";
import { getAnnotations } from "@/lib/annotations/annotations";
import { requireUser } from "@/lib/auth/session";
import { readResults } from "@/lib/results/read-results";
import { openCount, precisionOfChecks } from "@/lib/review/flag-precision";
import { readReviewSettings } from "@/lib/review/review-settings";
import { readRetakeLinks } from "@/lib/review/retake";
import { readSecondOpinionAsks } from "@/lib/review/review-requests";
import { registeredProblemName } from "@/lib/problems/registry";
import { RetakePanel } from "@/components/review/retake-panel";
import { ScrollToFragment } from "@/components/shell/scroll-to-fragment";
import { pseudonym, resultIdentityView } from "@/lib/review/blind";
import { revealState } from "@/lib/review/reveal";
import { pageParam } from "@/lib/utils/page-param";

const card = "space-y-4 rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900";

/** How this check fared in the team's own reviews: "confirmed 12 of 40 times here". */
function PrecisionLine({
  counts,
}: {
  counts?: { flagged: number; confirmed: number; cleared: number; retake: number };
}) {
  const reviewed = counts ? counts.confirmed + counts.cleared + counts.retake : 0;
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400" data-precision>
      {counts && reviewed
        ? `Confirmed ${counts.confirmed.toLocaleString("en")} of ${reviewed.toLocaleString("en")} times here` +
          (openCount(counts) ? ` (${openCount(counts).toLocaleString("en")} more not yet reviewed)` : "")
        : "Not reviewed here before"}
    </p>
  );
}

const linkView = (link: { interviewId: string; status: string | null; score: number | null; at: Date }) => ({
  ...link,
  at: link.at.toISOString(),
});

/** The review column: every reviewer's decision, a verdict per integrity flag, tags and notes. */
export default async function ResultAnnotations({ params }: PageProps<"/results/[interviewId]">) {
  const user = await requireUser();
  const interviewId = pageParam((await params).interviewId);
  const results = (await readResults(interviewId).catch(() => null))?.results;
  if (!results) return null;
  const flags = results.integrity_report.flags;
  const [annotations, settings, precision, retakeLinks, view, reveal, problemName, asks] = await Promise.all([
    getAnnotations({ targetType: "result", targetId: interviewId }, user),
    readReviewSettings(),
    precisionOfChecks(flags.map((f) => f.id)),
    readRetakeLinks(interviewId),
    resultIdentityView(user, interviewId, results.candidate_id),
    revealState(user.id, interviewId),
    registeredProblemName(results.problem_id),
    readSecondOpinionAsks(interviewId),
  ]);
  const reviews = new Map(annotations.flagReviews.map((r) => [r.flagId, r]));
  const history = (flagId: string) =>
    annotations.verdictHistory.filter((h) => h.flagId === flagId).map((h) => ({ ...h, at: h.at.toISOString() }));
  return (
    <div className="space-y-4">
      {/* Below xl the review column follows the whole report: a floating link reaches it from anywhere on the page. */}
      <a
        href="#review"
        className="fixed bottom-4 right-4 z-30 rounded-full bg-indigo-600 px-4 py-2 text-sm font-medium text-white shadow-lg hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 xl:hidden"
      >
        Decide and review ↓
      </a>
      {view.hides(results.candidate_id) && (
        <div className={card}>
          <RevealCandidate
            interviewId={interviewId}
            pseudonym={pseudonym(results.candidate_id)}
            allowed={reveal.allowed}
          />
        </div>
      )}
      <div className={card}>
        <DecisionPanel
          interviewId={interviewId}
          decisions={annotations.decisions}
          names={annotations.names}
          currentUserId={user.id}
        />
        {annotations.hiddenDecisions > 0 && (
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {annotations.hiddenDecisions} other{" "}
            {annotations.hiddenDecisions === 1 ? "decision shows" : "decisions show"} once you recorded yours.
          </p>
        )}
      </div>
      {flags.length > 0 && (
        <section aria-labelledby="flag-review-heading" className={card}>
          <h3 id="flag-review-heading" className="font-semibold">
            Flag review ({flags.filter((f) => reviews.has(f.id)).length} of {flags.length} done)
          </h3>
          <ul className="space-y-4">
            {flags.map((flag) => (
              <li
                key={flag.id}
                id={`flag-${flag.id}`}
                className="scroll-mt-20 space-y-2 border-t border-zinc-100 pt-3 first:border-0 first:pt-0 dark:border-zinc-800"
              >
                <p className="text-sm font-medium">
                  {flag.title} <span className="text-xs uppercase text-zinc-600 dark:text-zinc-400">{flag.level}</span>
                </p>
                <PrecisionLine counts={precision.get(flag.id)} />
                <FlagReview
                  interviewId={interviewId}
                  flagId={flag.id}
                  review={reviews.get(flag.id)}
                  names={annotations.names}
                  reasons={settings.reasons}
                  needsSecondOpinion={settings.secondOpinionLevels.some((level) => level === flag.level)}
                  currentUserId={user.id}
                  history={history(flag.id)}
                  teammates={asks.teammates}
                  request={asks.requests[flag.id]}
                />
              </li>
            ))}
          </ul>
          <ScrollToFragment prefix="flag-" />
        </section>
      )}
      <div className={card}>
        <RetakePanel
          interviewId={interviewId}
          problemName={problemName ?? results.problem_id}
          retakeOf={retakeLinks.retakeOf && linkView(retakeLinks.retakeOf)}
          retakes={retakeLinks.retakes.map(linkView)}
        />
      </div>
      <div className={card}>
        <TagsEditor targetType="result" targetId={interviewId} tags={annotations.tags} />
        <NotesPanel targetType="result" targetId={interviewId} notes={annotations.notes} names={annotations.names} />
      </div>
    </div>
  );
}

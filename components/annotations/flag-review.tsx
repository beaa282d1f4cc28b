"use client";

import { useRef, useState } from "react";
import { toast } from "@/lib/utils/toast";
import { agreeWithVerdictAction, reviewFlagAction } from "@/lib/actions/annotations";
import { OTHER_REASON, reasonProblem, reasonsFor, type ReasonLists } from "@/lib/review/flag-kinds";
import type { FlagVerdict } from "@/lib/review/verdicts";
import { AskSecondOpinion, type Teammate } from "./ask-second-opinion";
import { ReviewedFlag, type FlagReviewView, type OpenRequestView } from "./reviewed-flag";
import { verdictLabel as label } from "./verdict-label";
import { VerdictForm } from "./verdict-form";
import { VerdictHistory, type VerdictChange } from "./verdict-history";

/** Once a flag is reviewed, the keyboard goes on to the next open flag's note, or to the decision after the last. */
function focusAfter(done: HTMLElement | null) {
  const open = [...document.querySelectorAll<HTMLElement>("[data-flag-open]")].filter((element) => element !== done);
  const after =
    open.find((element) => done && done.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) ?? open[0];
  (after?.querySelector("textarea") ?? document.querySelector<HTMLElement>("#decision-value"))?.focus();
}

/**
 * The standing verdict as the form's choice; a reason this kind of flag no longer offers is not chosen but named
 * (the verdict still shows as given; changing it takes a reason of today's lists).
 */
function standingChoice(flagId: string, review: FlagReviewView | undefined, reasons: ReasonLists) {
  if (!review) return { choice: "" };
  if (review.verdict === "retake") return { choice: "retake" };
  const offered =
    (review.verdict === "confirmed" || review.verdict === "cleared") &&
    reasonProblem(flagId, review.verdict, review.reason, review.note, reasons) === null;
  return offered ? { choice: `${review.verdict}|${review.reason}` } : { choice: "", notOffered: review.reason };
}

interface FlagReviewProps {
  interviewId: string;
  flagId: string;
  review?: FlagReviewView;
  names: Record<string, string>;
  /** The team's own reasons (Settings → Review); the flag's kind adds its own. */
  reasons: ReasonLists;
  needsSecondOpinion: boolean;
  currentUserId: string;
  history: VerdictChange[];
  /** Whom a second opinion may be asked of (read only when some flag of the result waits for one). */
  teammates?: Teammate[];
  /** The open request for this flag's second opinion. */
  request?: OpenRequestView;
}

/**
 * The team's verdict on one integrity flag: confirmed or cleared with a reason of the flag's kind or the team's list
 * (or Other, said in the note), or needs a retake, with an optional note; the second opinion where the flag's level needs one; every earlier verdict.
 */
export function FlagReview({
  interviewId,
  flagId,
  review,
  names,
  reasons,
  needsSecondOpinion,
  currentUserId,
  history,
  teammates = [],
  request,
}: FlagReviewProps) {
  const offered = reasonsFor(flagId, reasons);
  const earlier = standingChoice(flagId, review, reasons);
  const [editing, setEditing] = useState(!review);
  const [note, setNote] = useState(review?.note ?? "");
  const [choice, setChoice] = useState(earlier.choice);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const who = (id: string | null) =>
    id ? (names[id] ?? teammates.find((t) => t.id === id)?.name ?? "former user") : "";

  async function submit() {
    const [verdict, reason = ""] = choice.split("|");
    if (!verdict) return setError("Choose a verdict and its reason.");
    if (reason === OTHER_REASON && !note.trim()) return setError("Say why in the note when the reason is Other.");
    setPending(true);
    const result = await reviewFlagAction({ interviewId, flagId, verdict: verdict as FlagVerdict, reason, note });
    setPending(false);
    if (!result.ok) return setError(result.fieldErrors?.note?.[0] ?? result.message);
    setError(null);
    focusAfter(container.current);
    setEditing(false);
    toast.success(`Flag ${label(verdict).toLowerCase()}.`);
  }
  async function agree() {
    setPending(true);
    const result = await agreeWithVerdictAction({ interviewId, flagId });
    setPending(false);
    if (result.ok) toast.success("Second opinion recorded.");
    else toast.error(result.message);
  }

  const past = <VerdictHistory history={history} who={who} />;
  if (review && !editing) {
    const waiting = needsSecondOpinion && review.verdict === "confirmed" && !review.secondReviewerId;
    return (
      <ReviewedFlag
        review={review}
        who={who}
        waiting={waiting}
        canAgree={review.reviewerId !== currentUserId}
        pending={pending}
        onAgree={agree}
        onChange={() => setEditing(true)}
        history={past}
        request={waiting ? request : undefined}
        ask={
          waiting && teammates.length > 0 ? (
            <AskSecondOpinion
              interviewId={interviewId}
              flagId={flagId}
              teammates={teammates}
              confirmerId={review.reviewerId}
              askedName={request ? who(request.assigneeId) : undefined}
            />
          ) : undefined
        }
      />
    );
  }
  return (
    <VerdictForm
      flagId={flagId}
      reasons={offered}
      earlierReason={earlier.notOffered}
      note={note}
      onNote={setNote}
      choice={choice}
      onChoice={setChoice}
      error={error}
      pending={pending}
      onSave={submit}
      onCancel={review ? () => setEditing(false) : undefined}
      container={container}
      history={past}
    />
  );
}

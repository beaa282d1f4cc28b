"use client";

import { useRef, useState } from "react";
import { toast } from "@/lib/utils/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { agreeWithVerdictAction, reviewFlagAction } from "@/lib/actions/annotations";
import { verdictLabels, type FlagVerdict } from "@/lib/review/verdicts";

export interface FlagReviewView {
  verdict: string;
  reason: string;
  note: string;
  reviewerId: string;
  secondReviewerId: string | null;
}

export interface VerdictChange {
  id: string;
  verdict: string;
  reason: string;
  note: string;
  reviewerId: string;
  at: string;
}

/** Once a flag is reviewed, the keyboard goes on to the next open flag's note, or to the decision after the last. */
function focusAfter(done: HTMLElement | null) {
  const open = [...document.querySelectorAll<HTMLElement>("[data-flag-open]")].filter((element) => element !== done);
  const after =
    open.find((element) => done && done.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) ?? open[0];
  (after?.querySelector("textarea") ?? document.querySelector<HTMLElement>("#decision-value"))?.focus();
}

const tone = (verdict: string) => (verdict === "confirmed" ? "danger" : verdict === "cleared" ? "success" : "warning");
const label = (verdict: string) =>
  verdict === "agreed" ? "Second opinion: agreed" : (verdictLabels[verdict as FlagVerdict] ?? verdict);

/**
 * The team's verdict on one integrity flag: confirmed or cleared with a reason from the admin's list, or needs a
 * retake, with an optional note; the second opinion where the flag's level needs one; every earlier verdict.
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
}: {
  interviewId: string;
  flagId: string;
  review?: FlagReviewView;
  names: Record<string, string>;
  reasons: { confirmed: string[]; cleared: string[] };
  needsSecondOpinion: boolean;
  currentUserId: string;
  history: VerdictChange[];
}) {
  const [editing, setEditing] = useState(!review);
  const [note, setNote] = useState(review?.note ?? "");
  const [choice, setChoice] = useState(review ? `${review.verdict}|${review.reason}` : "");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const who = (id: string | null) => (id ? (names[id] ?? "former user") : "");

  async function submit() {
    const [verdict, reason = ""] = choice.split("|");
    if (!verdict) return setError("Choose a verdict and its reason.");
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

  const past = history.length > 0 && (
    <details className="text-xs text-zinc-600 dark:text-zinc-400">
      <summary className="cursor-pointer">History ({history.length})</summary>
      <ol className="mt-1 space-y-1">
        {history.map((h) => (
          <li key={h.id}>
            {new Date(h.at).toISOString().slice(0, 16).replace("T", " ")} UTC · {label(h.verdict)}
            {h.reason && ` (${h.reason})`} by {who(h.reviewerId)}
            {h.note && `: ${h.note}`}
          </li>
        ))}
      </ol>
    </details>
  );

  if (review && !editing) {
    const waiting = needsSecondOpinion && review.verdict === "confirmed" && !review.secondReviewerId;
    return (
      <div className="space-y-2 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={tone(review.verdict)}>{label(review.verdict)}</Badge>
          {review.reason && <span className="font-medium">{review.reason}</span>}
          <span className="text-zinc-700 dark:text-zinc-300">
            by {who(review.reviewerId)}
            {review.note && `: ${review.note}`}
          </span>
          <Button variant="ghost" className="h-7 px-2 text-xs" onClick={() => setEditing(true)}>
            Change
          </Button>
        </div>
        {review.secondReviewerId && <p className="text-xs">Second opinion: {who(review.secondReviewerId)} agreed.</p>}
        {waiting && (
          <p className="flex flex-wrap items-center gap-2 text-xs text-amber-800 dark:text-amber-300">
            Waits for a second opinion before a reject.
            {review.reviewerId !== currentUserId && (
              <Button variant="secondary" className="h-7 px-2 text-xs" disabled={pending} onClick={agree}>
                Agree as second reviewer
              </Button>
            )}
          </p>
        )}
        {past}
      </div>
    );
  }
  const noteId = `flag-note-${flagId}`;
  const verdictId = `flag-verdict-${flagId}`;
  return (
    <div ref={container} data-flag-open className="space-y-2">
      <label htmlFor={noteId} className="text-xs font-medium">
        Reviewer note (optional)
      </label>
      <Textarea id={noteId} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      <label htmlFor={verdictId} className="block text-xs font-medium">
        Verdict and reason
      </label>
      <Select
        id={verdictId}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="w-full"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${verdictId}-error` : undefined}
      >
        <option value="">Choose…</option>
        <optgroup label="Confirmed">
          {reasons.confirmed.map((r) => (
            <option key={r} value={`confirmed|${r}`}>
              Confirmed: {r}
            </option>
          ))}
        </optgroup>
        <optgroup label="Cleared">
          {reasons.cleared.map((r) => (
            <option key={r} value={`cleared|${r}`}>
              Cleared: {r}
            </option>
          ))}
        </optgroup>
        <option value="retake">Needs a retake</option>
      </Select>
      {error && (
        <p id={`${verdictId}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" className="h-8" disabled={pending} onClick={submit}>
          Save verdict
        </Button>
        {review && (
          <Button variant="ghost" className="h-8" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </div>
      {past}
    </div>
  );
}

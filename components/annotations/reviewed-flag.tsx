import type { ReactNode } from "react";
import { LocalTime } from "@/components/time/time-zone";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { verdictLabel as label, verdictTone as tone } from "./verdict-label";

export interface FlagReviewView {
  verdict: string;
  reason: string;
  note: string;
  reviewerId: string;
  secondReviewerId: string | null;
}

/** The open "second opinion" request of a flag: whom it asks, who asked, when (ISO). */
export interface OpenRequestView {
  assigneeId: string;
  requestedById: string;
  createdAt: string;
}

/** A flag's verdict as given: who gave it and why, the second opinion it has or waits for, and a way to change it. */
export function ReviewedFlag({
  review,
  who,
  waiting,
  canAgree,
  pending,
  onAgree,
  onChange,
  history,
  request,
  ask,
}: {
  review: FlagReviewView;
  who: (id: string | null) => string;
  /** A confirmed verdict at a level that needs a second opinion, and has none yet. */
  waiting: boolean;
  /** The reader is not the first reviewer, so may give the second opinion. */
  canAgree: boolean;
  pending: boolean;
  onAgree: () => void;
  onChange: () => void;
  history: ReactNode;
  /** The open request for this second opinion, if someone was asked. */
  request?: OpenRequestView;
  /** "Ask for a second opinion" (or someone else), while it waits. */
  ask?: ReactNode;
}) {
  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={tone(review.verdict)}>{label(review.verdict)}</Badge>
        {review.reason && <span className="font-medium">{review.reason}</span>}
        <span className="text-zinc-700 dark:text-zinc-300">
          by {who(review.reviewerId)}
          {review.note && `: ${review.note}`}
        </span>
        <Button variant="ghost" className="h-7 px-2 text-xs" onClick={onChange}>
          Change
        </Button>
      </div>
      {review.secondReviewerId && <p className="text-xs">Second opinion: {who(review.secondReviewerId)} agreed.</p>}
      {waiting && (
        <div className="space-y-1.5 text-xs text-amber-800 dark:text-amber-300">
          <p>
            Waits for a second opinion before a reject.
            {request && (
              <span data-second-opinion-request>
                {" "}
                {`${who(request.requestedById)} asked ${who(request.assigneeId)} for it, `}
                <LocalTime value={request.createdAt} />.
              </span>
            )}
          </p>
          {(canAgree || ask) && (
            <div className="flex flex-wrap items-center gap-2">
              {canAgree && (
                <Button variant="secondary" className="h-7 px-2 text-xs" disabled={pending} onClick={onAgree}>
                  Agree as second reviewer
                </Button>
              )}
              {ask}
            </div>
          )}
        </div>
      )}
      {history}
    </div>
  );
}

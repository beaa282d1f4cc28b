"use client";

import { useRef, useState } from "react";
import { toast } from "@/lib/utils/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { reviewFlagAction } from "@/lib/actions/annotations";

interface ReviewView {
  verdict: string;
  note: string;
  reviewerId: string;
}

/** Confirm or dismiss one integrity flag, with a note; shows the current verdict and who gave it. */
/** Once a flag is reviewed, the keyboard goes on to the next open flag's note, or to the decision after the last. */
function focusAfter(done: HTMLElement | null) {
  const open = [...document.querySelectorAll<HTMLElement>("[data-flag-open]")].filter((element) => element !== done);
  const after =
    open.find((element) => done && done.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) ?? open[0];
  (after?.querySelector("textarea") ?? document.querySelector<HTMLElement>("#decision-value"))?.focus();
}

export function FlagReview({
  interviewId,
  flagId,
  review,
  names,
}: {
  interviewId: string;
  flagId: string;
  review?: ReviewView;
  names: Record<string, string>;
}) {
  const [editing, setEditing] = useState(!review);
  const [note, setNote] = useState(review?.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  async function submit(verdict: "confirmed" | "dismissed") {
    const result = await reviewFlagAction({ interviewId, flagId, verdict, note });
    if (!result.ok) return setError(result.fieldErrors?.note?.[0] ?? result.message);
    setError(null);
    focusAfter(container.current);
    setEditing(false);
    toast.success(`Flag ${verdict}.`);
  }
  if (review && !editing) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={review.verdict === "confirmed" ? "danger" : "success"}>{review.verdict}</Badge>
        <span className="text-zinc-700 dark:text-zinc-300">
          by {names[review.reviewerId] ?? "former user"}: {review.note}
        </span>
        <Button variant="ghost" className="h-7 px-2 text-xs" onClick={() => setEditing(true)}>
          Change
        </Button>
      </div>
    );
  }
  const noteId = `flag-note-${flagId}`;
  return (
    <div ref={container} data-flag-open className="space-y-2">
      <label htmlFor={noteId} className="text-xs font-medium">
        Reviewer note
      </label>
      <Textarea
        id={noteId}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${noteId}-error` : undefined}
      />
      {error && (
        <p id={`${noteId}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" className="h-8" onClick={() => submit("confirmed")}>
          Confirm flag
        </Button>
        <Button variant="secondary" className="h-8" onClick={() => submit("dismissed")}>
          Dismiss flag
        </Button>
      </div>
    </div>
  );
}

"use client";

import { Button } from "@/components/ui/button";
import type { RowDraft } from "@/lib/roster-import/check-rows";
import type { Review } from "@/lib/roster-import/review";
import { ImportProgress, WorkerProgress } from "./import-progress";
import { ImportPart } from "./import-part";
import { ReviewTable } from "./review-table";
import { RowCounts } from "./row-counts";
import type { WorkerState } from "./use-roster-worker";

/** What the reader does to the rows: fix one, leave some out, take one back in. */
export interface RowChanges {
  onFix: (line: number, draft: RowDraft) => void;
  onSkip: (lines: number[]) => void;
  onInclude: (line: number) => void;
}

/** The look-up of known candidates: how far it is, or why it stopped with a retry. */
function KnownLookup({ review, known }: { review: Review; known: { error: string | null; retry: () => void } }) {
  const valid = review.counts.new + review.counts.matched;
  if (known.error)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
        {known.error}
        <Button variant="secondary" onClick={known.retry}>
          Try again
        </Button>
      </p>
    );
  if (!review.toMatch.length) return null;
  return (
    <ImportProgress
      label="Looking for candidates you already have"
      done={valid - review.toMatch.length}
      total={valid}
    />
  );
}

/** The check of every row: the worker's progress, then the counts, the look-up and the rows to fix or leave out. */
export function CheckPart({
  worker,
  review,
  known,
  tableKey,
  changes,
}: {
  worker: Pick<WorkerState, "busy" | "progress">;
  /** The rows as checked under the current mapping; null while they are being checked. */
  review: Review | null;
  known: { error: string | null; retry: () => void };
  tableKey: string;
  changes: RowChanges;
}) {
  return (
    <ImportPart title="Check">
      <WorkerProgress worker={worker} checking />
      {review && (
        <>
          <RowCounts total={review.rows.length} counts={review.counts} />
          <KnownLookup review={review} known={known} />
          <ReviewTable key={tableKey} review={review} {...changes} />
        </>
      )}
    </ImportPart>
  );
}

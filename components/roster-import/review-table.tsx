"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyRow, FramedTable } from "@/components/ui/table";
import type { RowDraft } from "@/lib/roster-import/check-rows";
import type { Review, ReviewRow, RowStatus } from "@/lib/roster-import/review";
import { cn } from "@/lib/utils/cn";
import { FixRowDialog } from "./fix-row-dialog";
import { ReviewTableRow } from "./review-row";

const PAGE_SIZE = 20;
const n = (value: number) => value.toLocaleString("en");

type Filter = RowStatus | "all";
const filters: Array<[Filter, string]> = [
  ["all", "All"],
  ["invalid", "Needs attention"],
  ["new", "New"],
  ["matched", "Matched"],
  ["skipped", "Left out"],
];

interface Props {
  review: Review;
  onFix: (line: number, draft: RowDraft) => void;
  onSkip: (lines: number[]) => void;
  onInclude: (line: number) => void;
}

/** Every row as it will be sent, a page at a time: rows that need attention can be fixed in place or left out. */
export function ReviewTable({ review, onFix, onSkip, onInclude }: Props) {
  const [filter, setFilter] = useState<Filter>(review.counts.invalid ? "invalid" : "all");
  const [page, setPage] = useState(0);
  const [fixing, setFixing] = useState<ReviewRow | null>(null);
  const shown = useMemo(
    () => (filter === "all" ? review.rows : review.rows.filter((r) => r.status === filter)),
    [review.rows, filter],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const slice = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const count = (f: Filter) => (f === "all" ? review.rows.length : review.counts[f]);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Show rows" className="flex flex-wrap gap-2">
          {filters.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                setPage(0);
              }}
              className={cn(
                "rounded-full px-3 py-1 text-sm ring-1 ring-inset",
                filter === value
                  ? "bg-indigo-600 text-white ring-indigo-600"
                  : "text-zinc-700 ring-zinc-300 hover:bg-zinc-100 dark:text-zinc-300 dark:ring-zinc-700 dark:hover:bg-zinc-800",
              )}
            >
              {label} <span className="tabular-nums opacity-80">{n(count(value))}</span>
            </button>
          ))}
        </nav>
        {review.counts.invalid > 0 && (
          <Button
            variant="secondary"
            className="h-auto min-h-9 py-1.5"
            onClick={() => onSkip(review.rows.filter((r) => r.status === "invalid").map((r) => r.line))}
          >
            Leave out the{" "}
            {review.counts.invalid === 1 ? "1 row that needs" : `${n(review.counts.invalid)} rows that need`} attention
          </Button>
        )}
      </div>
      <FramedTable
        columns={["Row", "Name", "Email", "ATS", "Status", ""]}
        caption={`Rows of the file${filter === "all" ? "" : `: ${filters.find(([f]) => f === filter)![1]}`}, page ${current + 1} of ${pages}`}
      >
        {slice.map((row) => (
          <ReviewTableRow key={row.line} row={row} onFix={setFixing} onSkip={onSkip} onInclude={onInclude} />
        ))}
        {slice.length === 0 && <EmptyRow colSpan={6}>No rows here.</EmptyRow>}
      </FramedTable>
      {pages > 1 && (
        <nav aria-label="Row pages" className="flex items-center justify-end gap-2 text-sm">
          <Button
            variant="secondary"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
            aria-label="Previous rows"
          >
            ‹
          </Button>
          <span className="tabular-nums">
            Page {n(current + 1)} of {n(pages)}
          </span>
          <Button
            variant="secondary"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
            aria-label="Next rows"
          >
            ›
          </Button>
        </nav>
      )}
      <FixRowDialog row={fixing} onClose={() => setFixing(null)} onSave={onFix} />
    </div>
  );
}

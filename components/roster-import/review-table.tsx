"use client";

import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyRow, FramedTable, TD } from "@/components/ui/table";
import type { RowDraft } from "@/lib/roster-import/check-rows";
import type { Review, ReviewRow, RowStatus } from "@/lib/roster-import/review";
import { cn } from "@/lib/utils/cn";
import { FixRowDialog } from "./fix-row-dialog";
import { TextLink } from "@/components/ui/text-link";

const PAGE_SIZE = 20;
const n = (value: number) => value.toLocaleString("en");
const none = <span className="text-zinc-400">—</span>;

type Filter = RowStatus | "all";
const filters: Array<[Filter, string]> = [
  ["all", "All"],
  ["invalid", "Needs attention"],
  ["new", "New"],
  ["matched", "Matched"],
  ["skipped", "Left out"],
];

function Status({ row }: { row: ReviewRow }) {
  if (row.status === "skipped") return <Badge>Left out</Badge>;
  if (row.status === "invalid")
    return (
      <ul className="space-y-0.5 text-red-700 dark:text-red-400">
        {row.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    );
  if (row.known)
    return (
      <span>
        <Badge tone="success">Matched</Badge>{" "}
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          by {row.known.by === "ats" ? "ATS id" : "email"}:{" "}
          <TextLink href={`/candidates/${encodeURIComponent(row.known.candidateId)}`}>{row.known.name}</TextLink>
        </span>
      </span>
    );
  return row.matching ? <span className="text-zinc-500">Looking up…</span> : <Badge tone="warning">New</Badge>;
}

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
          <tr
            key={row.line}
            className={
              row.status === "invalid"
                ? "bg-red-50/60 dark:bg-red-950/30"
                : row.status === "skipped"
                  ? "opacity-60"
                  : undefined
            }
          >
            <TD className="tabular-nums text-zinc-600 dark:text-zinc-400">{row.line}</TD>
            <TD className="font-medium">
              {row.draft.name || none}
              {row.edited && <span className="ml-1 text-xs font-normal text-zinc-500">(fixed)</span>}
            </TD>
            <TD className="whitespace-nowrap">{row.draft.email || none}</TD>
            <TD>
              {row.draft.integrationSource || row.draft.externalId
                ? `${row.draft.integrationSource ?? "?"} · ${row.draft.externalId ?? "?"}`
                : none}
            </TD>
            <TD>
              <Status row={row} />
            </TD>
            <TD className="whitespace-nowrap text-right">
              {row.status === "skipped" ? (
                <Button
                  variant="ghost"
                  onClick={() => onInclude(row.line)}
                  aria-label={`Include row ${row.line} again`}
                >
                  Include
                </Button>
              ) : (
                <>
                  <Button variant="ghost" onClick={() => setFixing(row)} aria-label={`Fix row ${row.line}`}>
                    Fix
                  </Button>
                  <Button variant="ghost" onClick={() => onSkip([row.line])} aria-label={`Leave out row ${row.line}`}>
                    Leave out
                  </Button>
                </>
              )}
            </TD>
          </tr>
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

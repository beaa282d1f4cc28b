"use client";

import { Button } from "@/components/ui/button";
import { hasCandidateFilters, type CandidateFilters } from "@/components/candidates/candidate-filter-bar";
import { MAX_ROSTER_ROWS } from "@/lib/bulk/roster-limits";
import { formatTotal } from "@/lib/utils/format";
import { nothingPicked, pickedCount, type PickedCandidates } from "./picked-candidates";

const n = (value: number) => value.toLocaleString("en");

/** What the selection is: every candidate the filters let through (less those unticked), or the ones ticked. */
function selectionWords(value: PickedCandidates, filters: CandidateFilters, total: number, totalIsFloor: boolean) {
  if (value.kind === "filter")
    return `every candidate matching these filters${value.excluded.size ? `, ${n(value.excluded.size)} unticked` : ""}`;
  return `${formatTotal(total, totalIsFloor)} ${hasCandidateFilters(filters) ? "match the filters" : "candidates"}`;
}

/** How many are selected, and the buttons to select all that match, clear or change the selection. */
export function SelectionBar({
  value,
  filters,
  total,
  totalIsFloor,
  loading,
  onChange,
}: {
  value: PickedCandidates;
  filters: CandidateFilters;
  total: number;
  /** More match than `total` (a search counted only so far, past what one job takes). */
  totalIsFloor: boolean;
  loading: boolean;
  onChange: (picked: PickedCandidates) => void;
}) {
  const frozen = value.kind === "filter";
  const tooMany = totalIsFloor || total > MAX_ROSTER_ROWS;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p aria-live="polite" className="font-medium">
        {n(pickedCount(value))} selected
        <span className="font-normal text-zinc-600 dark:text-zinc-400">
          {" "}
          · {selectionWords(value, filters, total, totalIsFloor)}
        </span>
      </p>
      {!frozen && (
        <Button
          variant="secondary"
          disabled={!total || loading || tooMany}
          onClick={() => onChange({ kind: "filter", filter: filters, total, excluded: new Set() })}
          title={tooMany ? `One job takes at most ${n(MAX_ROSTER_ROWS)} candidates` : undefined}
        >
          Select all {totalIsFloor ? "" : `${n(total)} `}
          {hasCandidateFilters(filters) ? "matching" : "candidates"}
        </Button>
      )}
      {pickedCount(value) > 0 || frozen ? (
        <Button variant="ghost" onClick={() => onChange(nothingPicked)}>
          {frozen ? "Change the selection" : "Clear selection"}
        </Button>
      ) : null}
      {!frozen && tooMany && (
        <span className="text-xs text-amber-800 dark:text-amber-300">
          One job takes at most {n(MAX_ROSTER_ROWS)} candidates: narrow the filters to select them all.
        </span>
      )}
    </div>
  );
}

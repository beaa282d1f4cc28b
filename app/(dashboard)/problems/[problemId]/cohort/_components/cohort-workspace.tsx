"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { CohortFilter } from "@/lib/cohort/cohort-query";
import type { DimensionSummary } from "@/lib/cohort/read-distribution";
import type { CohortRow } from "@/lib/cohort/read-cohort";
import { countCohortAtOrAboveAction } from "@/lib/actions/cohort";
import { isPicked, nothingPicked, toggle, type Picked } from "@/components/cohort/cohort-selection";
import { CohortTable } from "./cohort-table";
import { DecideBar } from "@/components/cohort/decide-bar";
import { DistributionPanel, type DistributionView } from "./distribution-panel";

interface WorkspaceProps {
  problemId: string;
  distribution: DistributionView;
  rows: CohortRow[];
  filters: CohortFilter;
  /** Hiring managers and admins decide from here; recruiters read. */
  canDecide: boolean;
}

const MAX_COMPARED = 5;

/**
 * The cohort's distribution, its page of rows and what is selected across them: rows ticked one by one, or,
 * for those who decide, everyone at or above a cut-off set on the histogram. From the selection: compare (2 to
 * 5) and decide.
 */
export function CohortWorkspace({ problemId, distribution, rows, filters, canDecide }: WorkspaceProps) {
  const [picked, setPicked] = useState<Picked>(nothingPicked);
  const [cutoffCount, setCutoffCount] = useState<{ min: number; count: number; ids: string[] | null } | null>(null);
  const [, startCounting] = useTransition();
  const filtersKey = JSON.stringify(filters);

  // A cut-off selects across every page: the server counts it (and names the screens when few enough to compare).
  const cutoff = picked.kind === "cutoff" ? picked.min : null;
  useEffect(() => {
    if (cutoff === null) return;
    const timer = setTimeout(
      () =>
        startCounting(async () => {
          const result = await countCohortAtOrAboveAction({
            problemId,
            filters: JSON.parse(filtersKey) as CohortFilter,
            min: cutoff,
          }).catch(() => null);
          if (result?.ok) setCutoffCount({ min: cutoff, ...result.data });
        }),
      250,
    );
    return () => clearTimeout(timer);
  }, [cutoff, problemId, filtersKey]);

  const counted = picked.kind === "cutoff" && cutoffCount?.min === picked.min ? cutoffCount : null;
  const count =
    picked.kind === "ids" ? picked.ids.size : counted ? Math.max(0, counted.count - picked.excluded.size) : null;
  const compareIds =
    picked.kind === "ids" ? [...picked.ids] : (counted?.ids?.filter((id) => !picked.excluded.has(id)) ?? null);
  const canCompare = compareIds !== null && compareIds.length >= 2 && compareIds.length <= MAX_COMPARED;
  const marks = rows.filter((row) => row.score !== null && isPicked(picked, row)).map((row) => row.score!);

  return (
    <div className="space-y-4">
      <DistributionPanel
        distribution={distribution}
        pick={filters.pick}
        marks={marks}
        cutoff={cutoff}
        cutoffCount={counted ? count : null}
        onCutoff={
          canDecide
            ? (value) =>
                setPicked(
                  value === null || Number.isNaN(value)
                    ? nothingPicked
                    : { kind: "cutoff", min: value, excluded: new Set() },
                )
            : undefined
        }
      />
      <div className="z-20 flex flex-wrap items-center gap-3 rounded-xl border md:sticky md:top-0 border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
        <p aria-live="polite" className="text-sm font-medium">
          {count === null ? "Counting…" : `${count.toLocaleString("en")} selected`}
        </p>
        {canCompare ? (
          <Link
            href={`/problems/${encodeURIComponent(problemId)}/cohort/compare?ids=${compareIds.map(encodeURIComponent).join(",")}&pick=${filters.pick}`}
            className="inline-flex h-9 items-center rounded-md border border-zinc-300 px-3 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Compare {compareIds.length}
          </Link>
        ) : (
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            Select 2 to {MAX_COMPARED} to compare them side by side.
          </span>
        )}
        {(picked.kind === "cutoff" || picked.ids.size > 0) && (
          <Button variant="ghost" onClick={() => setPicked(nothingPicked)}>
            Clear selection
          </Button>
        )}
        {canDecide && (count ?? 0) > 0 && (
          <div className="w-full border-t border-zinc-200 pt-3 dark:border-zinc-800">
            <DecideBar
              problemId={problemId}
              picked={picked}
              count={count}
              filters={filters}
              onDone={() => setPicked(nothingPicked)}
            />
          </div>
        )}
      </div>
      <CohortTable
        rows={rows}
        dimensions={distribution.dimensions as DimensionSummary[]}
        graded={distribution.summary.count}
        picked={picked}
        onToggle={(row) => setPicked((p) => toggle(p, row))}
      />
    </div>
  );
}

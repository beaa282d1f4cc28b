"use client";

import type { DimensionSummary } from "@/lib/cohort/read-distribution";
import type { Bin, Summary } from "@/lib/cohort/statistics";
import type { CohortPick } from "@/lib/cohort/cohort-pick";
import { Histogram } from "./histogram";
import { Card } from "@/components/ui/card";
import { CohortCounts, type CohortCountsView } from "./cohort-counts";
import { CutoffControl } from "./cutoff-control";
import { n, s1 } from "./figures";
import { HistogramTable } from "./histogram-table";

export interface DistributionView {
  summary: Summary;
  bins: Bin[];
  dimensions: DimensionSummary[];
  counts: CohortCountsView;
}

interface PanelProps {
  distribution: DistributionView;
  /** Which screen of each person is counted. */
  pick: CohortPick;
  marks: number[];
  cutoff: number | null;
  /** Set when the reader may preselect by cut-off (hiring managers and admins decide from here). */
  onCutoff?: (value: number | null) => void;
  /** How many the cut-off selects, once counted. */
  cutoffCount: number | null;
}

/** The cohort at a glance, one screen per person: histogram, quartiles, per-dimension medians and where people stand. */
export function DistributionPanel({ distribution, pick, marks, cutoff, onCutoff, cutoffCount }: PanelProps) {
  const { summary, bins, dimensions, counts } = distribution;
  const graded = summary.count;
  return (
    <Card aria-labelledby="distribution-heading" as="section" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="min-w-0 space-y-3">
        <h2 id="distribution-heading" className="font-semibold">
          Scores of {n(graded)} {graded === 1 ? "person" : "people"}, by their {pick} screen
        </h2>
        {graded === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            No one has a score on this problem yet (by their {pick} screen). Scores appear as screens complete.
          </p>
        ) : (
          <>
            <Histogram bins={bins} summary={summary} marks={marks} cutoff={cutoff} onCutoff={onCutoff ?? undefined} />
            <p className="text-sm">
              Median <strong>{s1(summary.median)}</strong> · middle half {s1(summary.q1)}–{s1(summary.q3)} · range{" "}
              {s1(summary.min)}–{s1(summary.max)}
              {marks.length > 0 && (
                <span className="text-amber-700 dark:text-amber-400"> · ▲ {marks.length} selected</span>
              )}
            </p>
            {onCutoff && <CutoffControl bins={bins} cutoff={cutoff} cutoffCount={cutoffCount} onCutoff={onCutoff} />}
            <HistogramTable bins={bins} />
          </>
        )}
      </div>
      <CohortCounts counts={counts} dimensions={dimensions} pick={pick} />
    </Card>
  );
}

"use client";

import type { DimensionSummary } from "@/lib/cohort/read-distribution";
import type { Bin, Summary } from "@/lib/cohort/statistics";
import { Histogram } from "./histogram";
import { Card } from "@/components/ui/card";
import { textLinkClass } from "@/components/ui/link-styles";

export interface DistributionView {
  summary: Summary;
  bins: Bin[];
  dimensions: DimensionSummary[];
  counts: { screens: number; completed: number; ungraded: number; pending: number; expired: number; flagged: number };
}

const n = (value: number) => value.toLocaleString("en");
const s1 = (value: number | null) =>
  value === null ? "—" : Number.isInteger(value) ? String(value) : value.toFixed(1);

interface PanelProps {
  distribution: DistributionView;
  marks: number[];
  cutoff: number | null;
  /** Set when the reader may preselect by cut-off (hiring managers and admins decide from here). */
  onCutoff?: (value: number | null) => void;
  /** How many the cut-off selects, once counted. */
  cutoffCount: number | null;
}

/** The cohort at a glance: histogram, quartiles, per-dimension medians and where screens stand. */
export function DistributionPanel({ distribution, marks, cutoff, onCutoff, cutoffCount }: PanelProps) {
  const { summary, bins, dimensions, counts } = distribution;
  const graded = summary.count;
  return (
    <Card aria-labelledby="distribution-heading" as="section" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="min-w-0 space-y-3">
        <h2 id="distribution-heading" className="font-semibold">
          Scores of the {n(graded)} graded screens
        </h2>
        {graded === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            No screen of this problem has a score yet. Scores appear as screens complete.
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
            {onCutoff && (
              <div className="flex flex-wrap items-end gap-3 text-sm">
                <label className="flex flex-col gap-1 text-xs font-medium">
                  Cut-off score (drag on the chart or type)
                  <input
                    type="number"
                    inputMode="decimal"
                    value={cutoff ?? ""}
                    min={bins[0]!.from}
                    max={bins.at(-1)!.to}
                    step="any"
                    onChange={(e) => onCutoff(e.target.value === "" ? null : Number(e.target.value))}
                    className="h-9 w-28 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
                  />
                </label>
                {cutoff !== null && (
                  <p aria-live="polite">
                    {cutoffCount === null
                      ? "Counting…"
                      : `${n(cutoffCount)} at or above ${s1(cutoff)} (with the filters below) are selected.`}{" "}
                    <button type="button" className={`font-medium ${textLinkClass}`} onClick={() => onCutoff(null)}>
                      Clear the cut-off
                    </button>
                  </p>
                )}
              </div>
            )}
            <details className="text-sm">
              <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">The histogram as a table</summary>
              <table className="mt-2 text-xs">
                <caption className="sr-only">Screens per score range</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-4 text-left">
                      Score
                    </th>
                    <th scope="col" className="text-right">
                      Screens
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {bins.map((b, i) => (
                    <tr key={b.from}>
                      <td className="pr-4">
                        {s1(b.from)} to {i === bins.length - 1 ? "" : "under "}
                        {s1(b.to)}
                      </td>
                      <td className="text-right tabular-nums">{b.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </div>
      <div className="space-y-4 text-sm">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>Screens issued</dt>
          <dd className="text-right tabular-nums">{n(counts.screens)}</dd>
          <dt>Completed</dt>
          <dd className="text-right tabular-nums">{n(counts.completed)}</dd>
          {counts.ungraded > 0 && (
            <>
              <dt>of them ungraded (video)</dt>
              <dd className="text-right tabular-nums">{n(counts.ungraded)}</dd>
            </>
          )}
          <dt>Not finished yet</dt>
          <dd className="text-right tabular-nums">{n(counts.pending)}</dd>
          <dt>Expired unfinished</dt>
          <dd className="text-right tabular-nums">{n(counts.expired)}</dd>
          <dt>With integrity flags</dt>
          <dd className="text-right tabular-nums">{n(counts.flagged)}</dd>
        </dl>
        {dimensions.length > 0 && (
          <table className="w-full text-sm">
            <caption className="mb-1 text-left font-semibold">Median per dimension</caption>
            <tbody>
              {dimensions.map((d) => (
                <tr key={d.key}>
                  <th scope="row" className="py-0.5 pr-3 text-left font-normal">
                    {d.name}
                  </th>
                  <td className="text-right tabular-nums">{s1(d.median)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Card>
  );
}

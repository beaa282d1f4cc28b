"use client";

import type { DimensionSummary } from "@/lib/cohort/read-distribution";
import type { CohortRow } from "@/lib/cohort/read-cohort";
import type { Picked } from "@/components/cohort/cohort-selection";
import { Card } from "@/components/ui/card";
import { CohortTableRow } from "./cohort-table-row";
import { SortHeader } from "./sort-header";

interface CohortTableProps {
  rows: CohortRow[];
  dimensions: DimensionSummary[];
  graded: number;
  picked: Picked;
  onToggle: (row: CohortRow) => void;
}

/**
 * A page of the cohort, one row per person. Unfinished screens show their status and no score; an ungraded video
 * screen says so; neither is ever a 0. Each score says where it stands among the graded people. Score, candidate
 * and decisions lead; when and how long, tags and integrity sit under the candidate and the status, so the whole
 * row fits 1280 px without scrolling sideways with four dimensions.
 */
export function CohortTable({ rows, dimensions, graded, picked, onToggle }: CohortTableProps) {
  return (
    <Card className="relative overflow-x-auto" padding="none">
      <table className="list-table w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Candidates who took this problem</caption>
        <thead className="bg-zinc-50 dark:bg-zinc-900 [&_th]:border-b [&_th]:border-zinc-200 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:text-xs [&_th]:font-semibold [&_th]:uppercase [&_th]:tracking-wide [&_th]:text-zinc-600 dark:[&_th]:border-zinc-700 dark:[&_th]:text-zinc-400">
          <tr>
            <th scope="col" className="w-8">
              <span className="sr-only">Selected</span>
            </th>
            <SortHeader sorts={[{ label: "Score", sort: "score" }]} className="text-right" />
            <SortHeader
              sorts={[
                { label: "Candidate", sort: "name" },
                { label: "Completed", sort: "completedAt" },
                { label: "Time taken", sort: "time" },
              ]}
            />
            <th scope="col">Decisions</th>
            <SortHeader
              sorts={[
                { label: "Status", sort: "status" },
                { label: "Integrity", sort: "risk" },
              ]}
            />
            {dimensions.map((d) => (
              <SortHeader
                key={d.key}
                sorts={[{ label: d.name, sort: `dim:${d.key}` }]}
                className="px-2! text-right normal-case! tracking-normal!"
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CohortTableRow
              key={row.id}
              row={row}
              dimensions={dimensions}
              graded={graded}
              picked={picked}
              onToggle={onToggle}
            />
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={5 + dimensions.length} className="px-3 py-12 text-center text-zinc-600 dark:text-zinc-400">
                No one who took this problem matches these filters.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Card>
  );
}

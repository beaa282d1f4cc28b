"use client";

import { useMemo } from "react";
import { useTable, type SortingState } from "@tanstack/react-table";
import { CandidateFilterBar } from "@/components/candidates/candidate-filter-bar";
import { candidateTableFeatures } from "@/components/candidates/candidate-columns";
import { useFilteredRows } from "@/components/candidates/candidate-filters";
import { VirtualTable } from "@/components/data-table/virtual-table";
import type { CandidateRow } from "@/lib/candidates/candidate-rows";
import { candidateColumns } from "./columns";
import { useCandidatesParams, type CandidateSortKey } from "./search-params";
import { sortCandidates } from "./sort-candidates";

const count = (n: number) => n.toLocaleString("en");

/**
 * Every candidate in one virtualized table: sorting and filtering run in the browser, their state in the URL.
 * The rows are sorted when the sort changes and filtered after, so a keystroke in Search only filters, at once
 * and without deferring: only the rows in view render, and those that stay in view are not rendered again.
 */
export function CandidatesTable({ rows, sources }: { rows: CandidateRow[]; sources: string[] }) {
  const [params, setParams] = useCandidatesParams();
  const sorting: SortingState = useMemo(() => [{ id: params.sort, desc: params.dir === "desc" }], [params.sort, params.dir]);

  const table = useTable({
    features: candidateTableFeatures,
    columns: candidateColumns,
    data: rows,
    getRowId: (row) => row.identifier,
    manualSorting: true,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = (typeof updater === "function" ? updater(sorting) : updater)[0];
      void setParams(next ? { sort: next.id as CandidateSortKey, dir: next.desc ? "desc" : "asc" } : { sort: null, dir: null });
    },
  });
  const all = table.getRowModel().rows;
  const sorted = useMemo(() => sortCandidates(all, params.sort, params.dir), [all, params.sort, params.dir]);
  const visible = useFilteredRows(sorted, params);

  return (
    <div className="space-y-3">
      <CandidateFilterBar filters={params} onChange={(next) => void setParams(next)} sources={sources}>
        <p className="ml-auto text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {visible.length === rows.length ? `${count(rows.length)} candidates` : `${count(visible.length)} of ${count(rows.length)} candidates`}
        </p>
      </CandidateFilterBar>
      <VirtualTable
        table={table}
        rows={visible}
        label="Candidates table, scrollable"
        className="h-[calc(100vh-17rem)] min-h-96"
        empty={rows.length ? "No candidate matches these filters." : "No candidates yet. Create the first one."}
      />
    </div>
  );
}

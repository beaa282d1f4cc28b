"use client";

import { use, useState } from "react";
import { useTable, type RowSelectionState, type Updater } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { CandidateFilterBar } from "@/components/candidates/candidate-filter-bar";
import { candidateTableFeatures } from "@/components/candidates/candidate-columns";
import { noCandidateFilters, useFilteredRows, type CandidateFilters } from "@/components/candidates/candidate-filters";
import { VirtualTable } from "@/components/data-table/virtual-table";
import type { RosterEntry } from "@/lib/bulk/roster";
import type { CandidateRow } from "@/lib/candidates/candidate-rows";
import type { CandidateChoices } from "./choices";
import { MatchingSelection, pickerColumns } from "./picker-columns";

const n = (value: number) => value.toLocaleString("en");

/** The candidates chosen in the table: the selection by candidate id, and the roster it makes. */
export interface PickedCandidates {
  selection: RowSelectionState;
  entries: RosterEntry[];
}

const toEntries = (rows: CandidateRow[], selection: RowSelectionState): RosterEntry[] =>
  rows.filter((r) => selection[r.identifier]).map((r) => ({ candidateId: r.identifier, name: r.name, email: r.email }));

/**
 * Every candidate in a virtualized table with checkboxes; the header box and "Select all N matching" take
 * every candidate the filters let through. The selection survives filter changes.
 */
export function CandidatePicker({ choices, value, onChange }: { choices: Promise<CandidateChoices>; value: PickedCandidates; onChange: (picked: PickedCandidates) => void }) {
  const result = use(choices);
  if (!result.ok) {
    return (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950">
        <p className="font-semibold">Could not list the candidates: {result.title}</p>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">{result.detail} You can still upload a CSV.</p>
      </div>
    );
  }
  return <PickerTable rows={result.rows} sources={result.sources} value={value} onChange={onChange} />;
}

function PickerTable({ rows, sources, value, onChange }: { rows: CandidateRow[]; sources: string[]; value: PickedCandidates; onChange: (picked: PickedCandidates) => void }) {
  const [filters, setFilters] = useState<CandidateFilters>(noCandidateFilters);
  const select = (updater: Updater<RowSelectionState>) => {
    const selection = typeof updater === "function" ? updater(value.selection) : updater;
    onChange({ selection, entries: toEntries(rows, selection) });
  };

  const table = useTable({
    features: candidateTableFeatures,
    columns: pickerColumns,
    data: rows,
    getRowId: (row) => row.identifier,
    enableSorting: false,
    state: { rowSelection: value.selection },
    onRowSelectionChange: select,
  });

  const visible = useFilteredRows(table.getRowModel().rows, filters);
  const matchingSelected = visible.filter((r) => value.selection[r.id]).length;
  const allMatchingSelected = visible.length > 0 && matchingSelected === visible.length;
  const filtered = visible.length !== rows.length;
  /** Selects, or unselects, every candidate the filters let through; the others keep their state. */
  const selectMatching = (selected: boolean) => {
    const selection = { ...value.selection };
    for (const row of visible) {
      if (selected) selection[row.id] = true;
      else delete selection[row.id];
    }
    select(selection);
  };

  return (
    <div className="space-y-3">
      <CandidateFilterBar filters={filters} onChange={(next) => setFilters((f) => ({ ...f, ...next }))} sources={sources} />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p aria-live="polite" className="font-medium">
          {n(value.entries.length)} selected
          <span className="font-normal text-zinc-600 dark:text-zinc-400"> · {filtered ? `${n(visible.length)} of ${n(rows.length)} match the filters` : `${n(rows.length)} candidates`}</span>
        </p>
        <Button variant="secondary" disabled={!visible.length || allMatchingSelected} onClick={() => selectMatching(true)}>
          Select all {n(visible.length)} {filtered ? "matching" : "candidates"}
        </Button>
        {value.entries.length > 0 && (
          <Button variant="ghost" onClick={() => select({})}>
            Clear selection
          </Button>
        )}
      </div>
      <MatchingSelection value={{ all: allMatchingSelected, some: matchingSelected > 0, toggle: () => selectMatching(!allMatchingSelected) }}>
        <VirtualTable
          table={table}
          rows={visible}
          label="Candidates to choose from, scrollable"
          className="h-[26rem]"
          headerClassName="first:w-10"
          empty={rows.length ? "No candidate matches these filters." : "No candidates yet: upload a CSV to create them."}
          isSelected={(row) => row.getIsSelected()}
        />
      </MatchingSelection>
    </div>
  );
}

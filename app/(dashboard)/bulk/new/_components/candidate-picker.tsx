"use client";

import { use, useDeferredValue, useMemo, useRef, useState } from "react";
import { useTable, type RowSelectionState, type Updater } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Button } from "@/components/ui/button";
import type { RosterEntry } from "@/lib/bulk/roster";
import type { CandidateRow } from "@/lib/candidates/candidate-rows";
import type { CandidateChoices } from "./choices";
import { pickerColumns, pickerFeatures } from "./picker-columns";
import { noFilters, PickerToolbar, type PickerFilters } from "./picker-toolbar";

const ROW_HEIGHT = 40;
const n = (value: number) => value.toLocaleString("en");

/** The candidates chosen in the table: the selection by candidate id, and the roster it makes. */
export interface PickedCandidates {
  selection: RowSelectionState;
  entries: RosterEntry[];
}

function matchesSearch(row: { original: CandidateRow }, _columnId: string, query: string) {
  const q = query.trim().toLowerCase();
  return !q || row.original.name.toLowerCase().includes(q) || row.original.email.toLowerCase().includes(q);
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
  const [filters, setFilters] = useState<PickerFilters>(noFilters);
  const query = useDeferredValue(filters.q);
  const columnFilters = useMemo(
    () => [
      { id: "status", value: filters.status },
      { id: "ats", value: { source: filters.source, externalId: filters.externalId } },
    ],
    [filters.status, filters.source, filters.externalId],
  );
  const select = (updater: Updater<RowSelectionState>) => {
    const selection = typeof updater === "function" ? updater(value.selection) : updater;
    onChange({ selection, entries: toEntries(rows, selection) });
  };

  const table = useTable({
    features: pickerFeatures,
    columns: pickerColumns,
    data: rows,
    getRowId: (row) => row.identifier,
    globalFilterFn: matchesSearch,
    state: { columnFilters, globalFilter: query, rowSelection: value.selection },
    onRowSelectionChange: select,
  });

  const visible = table.getRowModel().rows;
  const matchingSelected = visible.filter((r) => value.selection[r.id]).length;
  const filtered = visible.length !== rows.length;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: visible.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div className="space-y-3">
      <PickerToolbar filters={filters} onChange={(next) => setFilters((f) => ({ ...f, ...next }))} sources={sources} />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p aria-live="polite" className="font-medium">
          {n(value.entries.length)} selected
          <span className="font-normal text-zinc-600 dark:text-zinc-400"> · {filtered ? `${n(visible.length)} of ${n(rows.length)} match the filters` : `${n(rows.length)} candidates`}</span>
        </p>
        <Button variant="secondary" disabled={!visible.length || matchingSelected === visible.length} onClick={() => table.toggleAllRowsSelected(true)}>
          Select all {n(visible.length)} {filtered ? "matching" : "candidates"}
        </Button>
        {value.entries.length > 0 && (
          <Button variant="ghost" onClick={() => select({})}>
            Clear selection
          </Button>
        )}
      </div>
      <div
        ref={scrollRef}
        tabIndex={0}
        aria-label="Candidates to choose from, scrollable"
        className="h-[26rem] overflow-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      >
        <table className="w-full border-separate border-spacing-0 text-sm" aria-rowcount={visible.length + 1}>
          <thead className="sticky top-0 z-10 bg-zinc-50 dark:bg-zinc-900">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="border-b border-zinc-200 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 first:w-10 dark:border-zinc-700 dark:text-zinc-400">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {items.map((item) => {
              const row = visible[item.index]!;
              return (
                <tr key={row.id} aria-rowindex={item.index + 2} aria-selected={row.getIsSelected()} style={{ height: ROW_HEIGHT }} className="hover:bg-zinc-50 aria-selected:bg-indigo-50/70 dark:hover:bg-zinc-800/50 dark:aria-selected:bg-indigo-950/40">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="truncate border-b border-zinc-100 px-3 dark:border-zinc-800">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
            {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
            {visible.length === 0 && (
              <tr>
                <td colSpan={pickerColumns.length} className="px-3 py-12 text-center text-zinc-600 dark:text-zinc-400">
                  {rows.length ? "No candidate matches these filters." : "No candidates yet: upload a CSV to create them."}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

"use client";

import { useDeferredValue, useMemo, useRef } from "react";
import { useTable, type SortingState } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { CandidateRow } from "@/lib/candidates/candidate-rows";
import { candidateColumns, candidateTableFeatures } from "./columns";
import { CandidatesToolbar } from "./candidates-toolbar";
import { useCandidatesParams } from "./search-params";
import { SortableHeader } from "@/components/data-table/sortable-header";

const ROW_HEIGHT = 44;

function matchesSearch(row: { original: CandidateRow }, _columnId: string, query: string) {
  const q = query.trim().toLowerCase();
  return !q || row.original.name.toLowerCase().includes(q) || row.original.email.toLowerCase().includes(q);
}

/** Every candidate in one virtualized table: sorting and filtering run in the browser, their state in the URL. */
export function CandidatesTable({ rows, sources }: { rows: CandidateRow[]; sources: string[] }) {
  const [params, setParams] = useCandidatesParams();
  const query = useDeferredValue(params.q);
  const sorting: SortingState = useMemo(() => [{ id: params.sort, desc: params.dir === "desc" }], [params.sort, params.dir]);
  const columnFilters = useMemo(
    () => [
      { id: "status", value: params.status },
      { id: "ats", value: { source: params.source, externalId: params.externalId } },
    ],
    [params.status, params.source, params.externalId],
  );

  const table = useTable({
    features: candidateTableFeatures,
    columns: candidateColumns,
    data: rows,
    getRowId: (row) => row.identifier,
    globalFilterFn: matchesSearch,
    state: { sorting, columnFilters, globalFilter: query },
    onSortingChange: (updater) => {
      const next = (typeof updater === "function" ? updater(sorting) : updater)[0];
      void setParams(next ? { sort: next.id as typeof params.sort, dir: next.desc ? "desc" : "asc" } : { sort: null, dir: null });
    },
  });

  const visible = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: visible.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = table.getAllLeafColumns().length;

  return (
    <div className="space-y-3">
      <CandidatesToolbar params={params} setParams={setParams} sources={sources} shown={visible.length} total={rows.length} />
      <div
        ref={scrollRef}
        tabIndex={0}
        aria-label="Candidates table, scrollable"
        className="h-[calc(100vh-17rem)] min-h-96 overflow-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      >
        <table className="w-full border-separate border-spacing-0 text-sm" aria-rowcount={visible.length + 1}>
          <thead className="sticky top-0 z-10 bg-zinc-50 dark:bg-zinc-900">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortableHeader key={header.id} header={header}>
                    <table.FlexRender header={header} />
                  </SortableHeader>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {items.map((item) => {
              const row = visible[item.index]!;
              return (
                <tr key={row.id} aria-rowindex={item.index + 2} style={{ height: ROW_HEIGHT }} className="hover:bg-zinc-50 dark:hover:bg-zinc-800/50">
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
                <td colSpan={columnCount} className="px-3 py-12 text-center text-zinc-600 dark:text-zinc-400">
                  {rows.length ? "No candidate matches these filters." : "No candidates yet. Create the first one."}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

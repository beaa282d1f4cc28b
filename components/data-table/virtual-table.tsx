"use client";

import { memo, useRef, type ReactNode } from "react";
import { FlexRender, type CellData, type ColumnMeta, type Row, type RowData, type Table as CoreTable, type TableFeatures } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { EmptyRow, Table, TableFrame, THead } from "@/components/ui/table";
import { cn } from "@/lib/utils/cn";
import { SortableHeader } from "./sortable-header";

declare module "@tanstack/react-table" {
  // The type parameters must repeat the library's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<in out TFeatures extends TableFeatures, in out TData extends RowData, TValue extends CellData = CellData> {
    /** Classes added to this column's cells in a `VirtualTable`. */
    cellClassName?: string;
  }
}

/** Every row has this height, so the virtualizer knows where each one is without measuring it. */
const ROW_HEIGHT = 44;
/** Rows the server renders before the frame's real height is known, so the page is not empty until hydration. */
const INITIAL_ROWS = 16;

interface VirtualTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  table: Pick<CoreTable<TFeatures, TData>, "getHeaderGroups" | "getAllLeafColumns">;
  /** The rows to show, in order: usually `table.getRowModel().rows`. */
  rows: ReadonlyArray<Row<TFeatures, TData>>;
  /** Names the scrolling frame, which takes the keyboard focus so that arrow keys and Page Down scroll it. */
  label: string;
  caption?: string;
  /** The frame's height. */
  className: string;
  headerClassName?: string;
  /** What the body says when there is no row to show. */
  empty: ReactNode;
  isSelected?: (row: Row<TFeatures, TData>) => boolean;
}

/**
 * A table that renders only the rows in view (and a few around them) inside a scrolling frame, so that showing a
 * filter or sort change costs as much for 10,000 rows as for 30. `aria-rowcount` and `aria-rowindex` tell
 * assistive technology how many rows there are and where each rendered one stands.
 */
export function VirtualTable<TFeatures extends TableFeatures, TData extends RowData>({ table, rows, label, caption, className, headerClassName, empty, isSelected }: VirtualTableProps<TFeatures, TData>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 0, height: INITIAL_ROWS * ROW_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <TableFrame ref={scrollRef} tabIndex={0} aria-label={label} className={cn("overflow-auto", className)}>
      <Table aria-rowcount={rows.length + 1}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <THead className="sticky top-0 z-10">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} className={headerClassName}>
                  <FlexRender header={header} />
                </SortableHeader>
              ))}
            </tr>
          ))}
        </THead>
        <tbody>
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {items.map((item) => {
            const row = rows[item.index]!;
            return <VirtualRow key={row.id} row={row} index={item.index} selected={isSelected?.(row)} />;
          })}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
          {rows.length === 0 && <EmptyRow colSpan={table.getAllLeafColumns().length}>{empty}</EmptyRow>}
        </tbody>
      </Table>
    </TableFrame>
  );
}

interface VirtualRowProps<TFeatures extends TableFeatures, TData extends RowData> {
  row: Row<TFeatures, TData>;
  index: number;
  selected: boolean | undefined;
}

/**
 * One rendered row. Memoized: a row model keeps its row objects while filters and sorting change, so a row
 * that stays in view is not rendered again; `selected` is a prop because selection changes nothing else.
 */
const VirtualRow = memo(function VirtualRow<TFeatures extends TableFeatures, TData extends RowData>({ row, index, selected }: VirtualRowProps<TFeatures, TData>) {
  return (
    <tr
      aria-rowindex={index + 2}
      aria-selected={selected}
      style={{ height: ROW_HEIGHT }}
      className="hover:bg-zinc-50 aria-selected:bg-indigo-50/70 dark:hover:bg-zinc-800/50 dark:aria-selected:bg-indigo-950/40"
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={cn("truncate border-b border-zinc-100 px-3 dark:border-zinc-800", (cell.column.columnDef.meta as ColumnMeta<TFeatures, TData> | undefined)?.cellClassName)}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}) as <TFeatures extends TableFeatures, TData extends RowData>(props: VirtualRowProps<TFeatures, TData>) => ReactNode;

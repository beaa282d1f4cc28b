import type { ReactNode } from "react";

interface SortableHeaderLike {
  colSpan: number;
  column: { getCanSort(): boolean; getIsSorted(): false | "asc" | "desc"; toggleSorting(desc?: boolean): void };
}

/** A column header that sorts on click or Enter, and says how it is sorted to assistive technology. */
export function SortableHeader({ header, children }: { header: SortableHeaderLike; children: ReactNode }) {
  const sorted = header.column.getIsSorted();
  const base = "border-b border-zinc-200 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:border-zinc-700 dark:text-zinc-400";
  if (!header.column.getCanSort()) {
    return (
      <th colSpan={header.colSpan} className={base}>
        {children}
      </th>
    );
  }
  return (
    <th colSpan={header.colSpan} className={base} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}>
      <button
        type="button"
        onClick={() => header.column.toggleSorting(sorted === "asc")}
        className="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100"
      >
        {children}
        <span aria-hidden>{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
      </button>
    </th>
  );
}

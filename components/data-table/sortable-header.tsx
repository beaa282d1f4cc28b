import type { ReactNode } from "react";
import { TH } from "@/components/ui/table";

/** The header of a TanStack column; the sorting members exist only on tables with the sorting feature. */
interface HeaderLike {
  colSpan: number;
  column: { id: string; getCanSort?(): boolean; getIsSorted?(): false | "asc" | "desc"; toggleSorting?(desc?: boolean): void };
}

/** A column header that sorts on click or Enter where its column can sort, and says how it is sorted to assistive technology. */
export function SortableHeader({ header, className, children }: { header: HeaderLike; className?: string; children: ReactNode }) {
  const { column } = header;
  const sorted = column.getIsSorted?.() ?? false;
  if (!column.getCanSort?.()) {
    return (
      <TH colSpan={header.colSpan} className={className}>
        {children}
      </TH>
    );
  }
  return (
    <TH colSpan={header.colSpan} className={className} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}>
      <button
        type="button"
        onClick={() => column.toggleSorting?.(sorted === "asc")}
        className="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100"
      >
        {children}
        <span aria-hidden>{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
      </button>
    </TH>
  );
}

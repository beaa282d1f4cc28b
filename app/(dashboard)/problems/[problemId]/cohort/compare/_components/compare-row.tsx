import type { ReactNode } from "react";
import type { CompareItem } from "@/lib/cohort/read-compare";

/** A block of the comparison: a heading and one cell per candidate, in their columns. */
export function CompareRow({
  title,
  items,
  cell,
}: {
  title: string;
  items: CompareItem[];
  cell: (item: CompareItem) => ReactNode;
}) {
  return (
    <tr className="border-t border-zinc-200 dark:border-zinc-800">
      <th
        scope="row"
        className="w-40 py-3 pr-3 text-left align-top text-xs font-semibold uppercase text-zinc-600 dark:text-zinc-400"
      >
        {title}
      </th>
      {items.map((item) => (
        <td key={item.id} className="py-3 pr-4 align-top">
          {cell(item)}
        </td>
      ))}
    </tr>
  );
}

/** The cell of a screen that has no results yet. */
export const notFinished = (item: CompareItem) => (
  <span className="text-zinc-600 dark:text-zinc-400">{item.results ? "—" : `Not finished (${item.status})`}</span>
);

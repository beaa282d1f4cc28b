import { Table, TableFrame, TH, THead } from "@/components/ui/table";
import { formatCell } from "@/lib/analytics/format-cell";
import type { FigureTable as Figure } from "@/lib/analytics/tables";

/**
 * The body cells' look, set once on the table rather than on each of the thousands of cells a year's view has (a
 * class per cell was half of its HTML and of its RSC payload): numbers right-aligned, the row's header on the left.
 */
const cells = [
  "[&_tbody_td]:border-b [&_tbody_td]:border-zinc-100 [&_tbody_td]:px-3 [&_tbody_td]:py-2 [&_tbody_td]:align-top",
  "[&_tbody_td]:text-right [&_tbody_td]:tabular-nums dark:[&_tbody_td]:border-zinc-800",
  "[&_tbody_th]:border-b [&_tbody_th]:border-zinc-100 [&_tbody_th]:px-3 [&_tbody_th]:py-2 [&_tbody_th]:text-left",
  "[&_tbody_th]:align-top [&_tbody_th]:font-medium dark:[&_tbody_th]:border-zinc-800",
  "[&_tbody_tr:hover]:bg-zinc-50 dark:[&_tbody_tr:hover]:bg-zinc-800/50",
].join(" ");

/**
 * A figure's table (a chart's text alternative) with its CSV export. It may be narrower than its rows (`min-w-0`), so
 * in a grid a long cell (a reviewer known only by a long email) scrolls inside the frame instead of widening the page.
 */
export function FigureTable({ table, csvHref, empty }: { table: Figure; csvHref: string; empty: string }) {
  const numeric = (i: number) => table.columns[i]?.format !== "text";
  return (
    <div className="min-w-0 space-y-2">
      <TableFrame>
        <Table className={cells}>
          <caption className="sr-only">{table.title}</caption>
          <THead>
            <tr>
              {table.columns.map((c, i) => (
                <TH key={c.label} align={numeric(i) ? "right" : "left"}>
                  {c.label}
                </TH>
              ))}
            </tr>
          </THead>
          <tbody>
            {table.rows.length ? (
              table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {formatCell(cell, table.columns[i]!.format)}
                      </th>
                    ) : (
                      <td key={i} className={numeric(i) ? undefined : "text-left!"}>
                        {formatCell(cell, table.columns[i]!.format)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={table.columns.length} className="text-center! text-zinc-600 dark:text-zinc-400">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </TableFrame>
      <a href={csvHref} download className="inline-block text-sm text-indigo-700 hover:underline dark:text-indigo-300">
        Download “{table.title}” as CSV
      </a>
    </div>
  );
}

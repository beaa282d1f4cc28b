import { Table, TableFrame, TD, TH, THead, TR } from "@/components/ui/table";
import { formatCell } from "@/lib/analytics/format-cell";
import type { FigureTable as Figure } from "@/lib/analytics/tables";

/** A figure's table (a chart's text alternative) with its CSV export. */
export function FigureTable({ table, csvHref, empty }: { table: Figure; csvHref: string; empty: string }) {
  const numeric = (i: number) => table.columns[i]?.format !== "text";
  return (
    <div className="space-y-2">
      <TableFrame>
        <Table>
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
                <TR key={r}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th
                        key={i}
                        scope="row"
                        className="border-b border-zinc-100 px-3 py-2 text-left align-top font-medium dark:border-zinc-800"
                      >
                        {formatCell(cell, table.columns[i]!.format)}
                      </th>
                    ) : (
                      <TD key={i} className={numeric(i) ? "text-right tabular-nums" : undefined}>
                        {formatCell(cell, table.columns[i]!.format)}
                      </TD>
                    ),
                  )}
                </TR>
              ))
            ) : (
              <TR>
                <TD colSpan={table.columns.length} className="text-center text-zinc-600 dark:text-zinc-400">
                  {empty}
                </TD>
              </TR>
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

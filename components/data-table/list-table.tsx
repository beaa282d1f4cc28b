import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { EmptyRow, Table, TableFrame, TH, THead } from "@/components/ui/table";
import { cn } from "@/lib/utils/cn";

/** A column of a server-rendered list: what it shows, and the sort key its header links to, if it sorts. */
export interface ListColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The list's sort key for this column; without one the header does not sort. */
  sort?: string;
  align?: "left" | "right";
  className?: string;
}

interface ListTableProps<Row> {
  columns: ListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  caption: string;
  /** The sort in effect, and the href that sorts by a column (in the given direction). */
  sort: { key: string; dir: "asc" | "desc"; href: (key: string, dir: "asc" | "desc") => string };
  empty: ReactNode;
  className?: string;
}

/**
 * A list page's table, rendered on the server: the browser receives one page of rows as HTML and no table
 * library. Headers that sort are links (the sort lives in the URL; not prefetched, as each is the whole list again);
 * a second click reverses the order. Cells
 * take their look from the table (`list-table` in app/globals.css), so a row is only its content.
 */
export function ListTable<Row>({ columns, rows, rowKey, caption, sort, empty, className }: ListTableProps<Row>) {
  return (
    <TableFrame className={className}>
      <Table className="list-table">
        <caption className="sr-only">{caption}</caption>
        <THead className="sticky top-0 z-10">
          <tr>
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === sort.key;
              return (
                <TH
                  key={column.key}
                  align={column.align}
                  aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
                  className={column.className}
                >
                  {column.sort ? (
                    <Link
                      href={sort.href(column.sort, active && sort.dir === "desc" ? "asc" : "desc")}
                      className="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100"
                      scroll={false}
                      prefetch={false}
                    >
                      {column.header}
                      <span aria-hidden>{active ? (sort.dir === "asc" ? "▲" : "▼") : "↕"}</span>
                      <span className="sr-only">
                        {active
                          ? `, sorted ${sort.dir === "asc" ? "ascending" : "descending"}; sort the other way`
                          : ", sort by this column"}
                      </span>
                    </Link>
                  ) : (
                    column.header
                  )}
                </TH>
              );
            })}
          </tr>
        </THead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} {...cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && <EmptyRow colSpan={columns.length}>{empty}</EmptyRow>}
        </tbody>
      </Table>
    </TableFrame>
  );
}

/**
 * A cell's class, or no attribute at all: a `className` of `undefined` would still be sent in the page's payload, once
 * for each cell of each row.
 */
function cellClass(column: Pick<ListColumn<unknown>, "align" | "className">): { className?: string } {
  const className = cn(column.align === "right" && "text-right tabular-nums", column.className);
  return className ? { className } : {};
}

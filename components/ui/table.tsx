import type { ComponentProps, HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * Table primitives with the dashboard's look. The table keeps its borders on the cells (`border-separate`) so
 * that a sticky header keeps its bottom line while the rows scroll under it.
 */
export function TableFrame({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "relative overflow-x-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    />
  );
}

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return <table className={cn("w-full border-separate border-spacing-0 text-sm", className)} {...props} />;
}

export function THead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn("bg-zinc-50 dark:bg-zinc-900", className)} {...props} />;
}

const alignments = { left: "text-left", right: "text-right" } as const;

/** A column header; `align` instead of a text-alignment class, which would clash with the default. */
export function TH({
  className,
  align = "left",
  scope = "col",
  ...props
}: Omit<ThHTMLAttributes<HTMLTableCellElement>, "align"> & { align?: keyof typeof alignments }) {
  return (
    <th
      scope={scope}
      className={cn(
        "border-b border-zinc-200 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:border-zinc-700 dark:text-zinc-400",
        alignments[align],
        className,
      )}
      {...props}
    />
  );
}

/** A body row of a table that is not a `FramedTable` (whose plain `tr` and `td` take this look from the table). */
export function TR({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("hover:bg-zinc-50 dark:hover:bg-zinc-800/50", className)} {...props} />;
}

export function TD({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={cn("border-b border-zinc-100 px-3 py-2 align-top dark:border-zinc-800", className)} {...props} />
  );
}

/** The one row of a table with nothing to show, saying why. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-12 text-center text-zinc-600 dark:text-zinc-400">
        {children}
      </td>
    </tr>
  );
}

/**
 * A column of a `FramedTable`: its label, read only by screen readers where `hidden`, its alignment, and whether it is
 * left out on narrow screens (`wideOnly`: its cells carry `hidden md:table-cell` too, and the row says it elsewhere).
 */
export type FramedColumn =
  string | { label: string; hidden?: boolean; align?: keyof typeof alignments; wideOnly?: boolean };

/**
 * A framed table with one header row made from `columns`; `children` are its body rows, written as plain `tr` and
 * `td`: they take the look of `TR` and `TD` from the table (`list-table` in app/globals.css), so a row sends only its
 * content and its own classes, not the same class strings on every cell (in the HTML and again in the payload).
 */
export function FramedTable({
  columns,
  caption,
  className,
  children,
}: {
  columns: readonly FramedColumn[];
  caption?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableFrame className={className}>
      <Table className="list-table">
        {caption && <caption className="sr-only">{caption}</caption>}
        <THead>
          <tr>
            {columns.map((column) => {
              const {
                label,
                hidden = false,
                align,
                wideOnly = false,
              } = typeof column === "string" ? { label: column } : column;
              return (
                <TH key={label} align={align} className={wideOnly ? "hidden md:table-cell" : undefined}>
                  {hidden ? <span className="sr-only">{label}</span> : label}
                </TH>
              );
            })}
          </tr>
        </THead>
        <tbody>{children}</tbody>
      </Table>
    </TableFrame>
  );
}

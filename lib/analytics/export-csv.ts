import { csvCell } from "@/lib/bulk/csv";
import type { FigureTable } from "./tables";

const units: Partial<Record<FigureTable["columns"][number]["format"], string>> = { percent: " (%)", seconds: " (s)" };

/** A figure's table as CSV (with a BOM for spreadsheets): numbers unformatted, units in the headers, formulas neutralised. */
export function tableCsv(table: FigureTable): string {
  const line = (cells: Array<string | number | null>) => `${cells.map((c) => csvCell(c)).join(",")}\r\n`;
  return `\uFEFF${line(table.columns.map((c) => `${c.label}${units[c.format] ?? ""}`))}${table.rows
    .map((row) =>
      line(
        row.map((cell, i) =>
          table.columns[i]?.format === "seconds" && typeof cell === "number" ? Math.round(cell) : cell,
        ),
      ),
    )
    .join("")}`;
}

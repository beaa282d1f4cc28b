import { csvCell } from "@/lib/bulk/csv";

type Row = Record<string, unknown>;

/** A value as JSON can hold it: dates as ISO text, bigints as text (sync run ids). */
const plain = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);

export const toJson = (value: unknown) => JSON.stringify(value, plain, 2);

/**
 * One table's rows as CSV: every column any row has; objects and arrays as JSON text, dates as ISO; each cell through
 * the shared writer that neutralises spreadsheet formulas (`=HYPERLINK(…)`, `@SUM(…)`), as every other export does.
 */
export function toCsv(rows: readonly Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : typeof value === "object"
          ? JSON.stringify(value, plain)
          : String(value as string | number | boolean | bigint);
  return [columns, ...rows.map((row) => columns.map((c) => cell(row[c])))]
    .map((line) => line.map((value) => csvCell(value)).join(","))
    .join("\r\n");
}

import Papa from "papaparse";

/** Rows of cells of a CSV text (Papa Parse: quotes, separators and line breaks inside fields, a BOM), blank lines left out. */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ",", skipEmptyLines: "greedy" }).data;
}

/**
 * One cell of every CSV export (bulk outcomes, cohort), quoted and with spreadsheet formulas neutralised. A cell that
 * starts with `= + - @`, a tab or CR gets a leading `'`; so does every such start after a separator or line break
 * inside it (`Ann;=cmd|' /C calc'!A0`), because Excel in a semicolon locale (French, German) splits on `;` and a
 * tab-separated paste splits on tabs. Any cell holding a separator (`,` `;` tab), a line break or a quote is quoted.
 * A number is written as it is: it cannot be a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const inner = (value ?? "").replace(/([,;\t\r\n])(?=[=+\-@\t\r])/g, "$1'");
  const text = /^[=+\-@\t\r]/.test(inner) ? `'${inner}` : inner;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

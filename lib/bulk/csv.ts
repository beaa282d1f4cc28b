import Papa from "papaparse";

/** Rows of cells of a CSV text (Papa Parse: quotes, separators and line breaks inside fields, a BOM), blank lines left out. */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ",", skipEmptyLines: "greedy" }).data;
}

/** Quotes a value for CSV output when it needs it; neutralises spreadsheet formulas. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

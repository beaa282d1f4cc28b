import { MAX_ROSTER_ROWS } from "@/lib/bulk/roster-limits";
import { guessDelimiter, parseDelimited } from "./delimited";
import { decodeText } from "./encodings";
import { isBlankRow } from "./check-rows";
import { MAX_COLUMNS } from "./mapping-schema";
import type { FileReading, ReadChoices } from "./protocol";
import { looksLikeXlsx, readWorkbook } from "./xlsx";

/** The largest file read: 50,000 rows of a wide ATS export stay well under it. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** A file the roster cannot take, with a message that says what to do. */
export class RosterFileError extends Error {}

export interface RosterTable {
  reading: FileReading;
  headers: string[];
  /** The data rows, blank ones left out, each with its row number in the file. */
  rows: Array<{ line: number; cells: string[] }>;
}

const n = (value: number) => value.toLocaleString("en");
const isOldExcel = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/** The first non-blank row names the columns; every later non-blank row is a person. */
function toTable(reading: FileReading, all: string[][]): RosterTable {
  const headerIndex = all.findIndex((row) => !isBlankRow(row));
  if (headerIndex < 0) throw new RosterFileError(`${reading.name} is empty.`);
  const header = all[headerIndex]!;
  const width = Math.max(header.length, ...all.slice(headerIndex + 1, headerIndex + 200).map((r) => r.length));
  if (width > MAX_COLUMNS)
    throw new RosterFileError(
      `${reading.name} has ${n(width)} columns; a roster has at most ${MAX_COLUMNS}. Is it the right file?`,
    );
  const headers = Array.from({ length: width }, (_, i) => (header[i] ?? "").trim() || `Column ${i + 1}`);
  const rows: RosterTable["rows"] = [];
  for (let i = headerIndex + 1; i < all.length; i++)
    if (!isBlankRow(all[i]!)) rows.push({ line: i + 1, cells: all[i]! });
  if (!rows.length) throw new RosterFileError(`${reading.name} has a header row but no people under it.`);
  if (rows.length > MAX_ROSTER_ROWS)
    throw new RosterFileError(
      `${reading.name} has ${n(rows.length)} rows; one import takes at most ${n(MAX_ROSTER_ROWS)}. Split it into several files.`,
    );
  return { reading, headers, rows };
}

/**
 * Reads a roster file: an .xlsx workbook (the chosen sheet, else the first), or delimited text in the chosen
 * encoding and separator, else the detected ones. `onProgress` follows the parse of text (0 to 1).
 */
export async function readTable(
  bytes: Uint8Array,
  name: string,
  choices: ReadChoices,
  onProgress?: (fraction: number) => void,
): Promise<RosterTable> {
  if (bytes.length > MAX_FILE_BYTES)
    throw new RosterFileError(
      `${name} is ${n(Math.round(bytes.length / 1024 / 1024))} MB; a roster file is at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`,
    );
  if (isOldExcel(bytes))
    throw new RosterFileError(`${name} is an old Excel (.xls) workbook. Save it as .xlsx or CSV and choose it again.`);
  const base = { name, bytes: bytes.length, warnings: [] as string[] };
  if (looksLikeXlsx(bytes)) {
    const sheets = await readWorkbook(bytes).catch(() => {
      throw new RosterFileError(`${name} could not be read as an Excel workbook (.xlsx).`);
    });
    const sheet = sheets.find((s) => s.name === choices.sheet) ?? sheets[0];
    if (!sheet) throw new RosterFileError(`${name} has no sheets.`);
    return toTable({ ...base, format: "xlsx", sheets: sheets.map((s) => s.name), sheet: sheet.name }, sheet.rows);
  }
  const decoded = decodeText(bytes, choices.encoding);
  if (decoded.text.includes("\u0000"))
    throw new RosterFileError(
      `${name} does not look like text in ${decoded.encoding}: choose another encoding, or another file.`,
    );
  const delimiter = choices.delimiter ?? (/\.tsv$/i.test(name) ? "\t" : guessDelimiter(decoded.text));
  const { rows, warnings } = parseDelimited(decoded.text, delimiter, onProgress);
  const reading: FileReading = {
    ...base,
    format: "text",
    encoding: { value: decoded.encoding, bom: decoded.bom, detected: !choices.encoding },
    delimiter: { value: delimiter, detected: !choices.delimiter },
    warnings,
  };
  return toTable(reading, rows);
}

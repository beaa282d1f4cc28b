import { unzipSync, zipSync } from "fflate";
import readXlsxFile from "read-excel-file/universal";

export interface WorkbookSheet {
  name: string;
  rows: string[][];
}

/** A cell as the roster reads it: text as written, numbers without float noise, dates as ISO dates. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  return String(value);
}

/**
 * Every sheet of an .xlsx workbook, read by read-excel-file. The archive is first re-packed uncompressed
 * (fflate, synchronously): read-excel-file inflates large entries in Web Workers of its own made from blob:
 * URLs, which a Content-Security-Policy without `blob:` refuses; inflated here, inside the roster's own worker,
 * nothing else is spawned. Only the XML parts are kept (images and the like are not read).
 */
export async function readWorkbook(bytes: Uint8Array): Promise<WorkbookSheet[]> {
  const parts = unzipSync(bytes, { filter: (file) => /\.(xml|rels)$/i.test(file.name) });
  const stored = zipSync(parts, { level: 0 });
  const sheets = await readXlsxFile(stored.buffer as ArrayBuffer);
  return sheets.map(({ sheet, data }) => ({ name: sheet, rows: data.map((row) => row.map(cellText)) }));
}

/** An .xlsx file is a zip archive: it starts with "PK\x03\x04". */
export const looksLikeXlsx = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

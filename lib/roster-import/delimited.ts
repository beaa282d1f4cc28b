import Papa from "papaparse";

/** Field separators a delimited export may use: comma, semicolon (French and German locales), tab, pipe. */
export const delimiters = [",", ";", "\t", "|"] as const;
export type Delimiter = (typeof delimiters)[number];

export const delimiterLabels: Record<Delimiter, string> = {
  ",": "Comma (,)",
  ";": "Semicolon (;)",
  "\t": "Tab",
  "|": "Pipe (|)",
};

const isDelimiter = (value: string): value is Delimiter => (delimiters as readonly string[]).includes(value);

/** Papa Parse's guess over the first rows (the separator that splits them most consistently); comma if none does. */
export function guessDelimiter(text: string): Delimiter {
  const { meta } = Papa.parse<string[]>(text.slice(0, 64 * 1024), { preview: 50, delimitersToGuess: [...delimiters] });
  return isDelimiter(meta.delimiter) ? meta.delimiter : ",";
}

export interface DelimitedTable {
  rows: string[][];
  /** Papa Parse's complaints (unterminated quotes, ragged rows…), the first few, with the row they concern. */
  warnings: string[];
}

/**
 * Every record of a delimited text, quoted fields with separators and line breaks included (RFC 4180 and the
 * usual departures from it), parsed by Papa Parse a record at a time so `onProgress` can follow (every 2,000
 * records). Blank records are kept, so a record's index + 1 is its row number in the file.
 */
export function parseDelimited(
  text: string,
  delimiter: Delimiter,
  onProgress?: (fraction: number) => void,
): DelimitedTable {
  const rows: string[][] = [];
  const warnings: string[] = [];
  Papa.parse<string[]>(text, {
    delimiter,
    step: (results) => {
      for (const error of results.errors)
        if (warnings.length < 5) warnings.push(`Row ${rows.length + 1}: ${error.message}`);
      rows.push(results.data);
      if (rows.length % 2000 === 0) onProgress?.(Math.min(1, results.meta.cursor / Math.max(1, text.length)));
    },
  });
  onProgress?.(1);
  return { rows, warnings };
}

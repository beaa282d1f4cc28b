"use client";

import { useEffect, useId, useRef } from "react";
import { Select } from "@/components/ui/select";
import { MAX_ROSTER_ROWS } from "@/lib/bulk/roster-limits";
import { delimiterLabels, delimiters, type Delimiter } from "@/lib/roster-import/delimited";
import { encodingLabels, textEncodings, type TextEncoding } from "@/lib/roster-import/encodings";
import type { FileReading, ReadChoices } from "@/lib/roster-import/protocol";

const n = (value: number) => value.toLocaleString("en");
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${n(Math.max(1, Math.round(bytes / 1024)))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Props {
  reading: FileReading | null;
  rowCount: number | null;
  onFile: (file: File | null) => void;
  onChoices: (choices: ReadChoices) => void;
  disabled?: boolean;
}

/** The file input, then how the file was read (format, encoding, separator or sheet), each changeable. */
export function FilePicker({ reading, rowCount, onFile, onChoices, disabled }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A file chosen before the page came alive (a slow connection) fired its change event unheard: read it now.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) onFile(early);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          Roster file
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={disabled}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          aria-describedby={`${id}-hint`}
          className="block max-w-full text-sm file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:text-sm file:font-medium hover:file:bg-zinc-100 dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-100 dark:hover:file:bg-zinc-800"
        />
        <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          Your ATS or spreadsheet export as it is: .csv, .tsv, .txt or .xlsx, any column order and extra columns, comma,
          semicolon or tab, UTF-8, UTF-16 or Windows-1252; up to {n(MAX_ROSTER_ROWS)} rows. The file is read in your
          browser; nothing is sent until you start.
        </p>
      </div>
      {reading && (
        <div
          className="flex flex-wrap items-end gap-x-4 gap-y-2 text-sm"
          role="group"
          aria-label="How the file was read"
        >
          <p className="basis-full">
            <span className="font-medium">{reading.name}</span> · {size(reading.bytes)}
            {rowCount !== null && <> · {n(rowCount)} rows</>}
            {reading.format === "xlsx" && " · Excel workbook"}
          </p>
          {reading.encoding && (
            <div>
              <label htmlFor={`${id}-encoding`} className="block text-xs text-zinc-600 dark:text-zinc-400">
                Encoding{reading.encoding.detected ? " (detected)" : ""}
                {reading.encoding.bom ? ", with byte-order mark" : ""}
              </label>
              <Select
                id={`${id}-encoding`}
                value={reading.encoding.value}
                onChange={(e) =>
                  onChoices({ encoding: e.target.value as TextEncoding, delimiter: reading.delimiter?.value })
                }
              >
                {textEncodings.map((encoding) => (
                  <option key={encoding} value={encoding}>
                    {encodingLabels[encoding]}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {reading.delimiter && (
            <div>
              <label htmlFor={`${id}-delimiter`} className="block text-xs text-zinc-600 dark:text-zinc-400">
                Separator{reading.delimiter.detected ? " (detected)" : ""}
              </label>
              <Select
                id={`${id}-delimiter`}
                value={reading.delimiter.value}
                onChange={(e) =>
                  onChoices({ encoding: reading.encoding?.value, delimiter: e.target.value as Delimiter })
                }
              >
                {delimiters.map((delimiter) => (
                  <option key={delimiter} value={delimiter}>
                    {delimiterLabels[delimiter]}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {reading.sheets && (
            <div>
              <label htmlFor={`${id}-sheet`} className="block text-xs text-zinc-600 dark:text-zinc-400">
                Sheet ({reading.sheets.length} in the workbook)
              </label>
              <Select id={`${id}-sheet`} value={reading.sheet} onChange={(e) => onChoices({ sheet: e.target.value })}>
                {reading.sheets.map((sheet) => (
                  <option key={sheet} value={sheet}>
                    {sheet}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {reading.warnings.length > 0 && (
            <ul className="basis-full list-inside list-disc text-xs text-amber-800 dark:text-amber-300">
              {reading.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

"use client";

import { useEffect, useId, useRef } from "react";
import { MAX_ROSTER_ROWS } from "@/lib/bulk/roster-limits";
import type { FileReading, ReadChoices } from "@/lib/roster-import/protocol";
import { ReadingChoices } from "./reading-choices";

const n = (value: number) => value.toLocaleString("en");

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
      {reading && <ReadingChoices id={id} reading={reading} rowCount={rowCount} onChoices={onChoices} />}
    </div>
  );
}

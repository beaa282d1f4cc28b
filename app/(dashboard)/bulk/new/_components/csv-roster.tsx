"use client";

import { useId, useState, type ChangeEvent } from "react";
import { MAX_ROSTER_ROWS } from "@/lib/bulk/job-schemas";
import { previewCsv, type PreviewRow, type RosterEntry } from "@/lib/bulk/roster";
import { CsvPreviewTable } from "./csv-preview-table";

/** A roster read from a CSV in the browser: every row as previewed, and the valid ones the job will take. */
export interface CsvRoster {
  fileName: string;
  rows: PreviewRow[];
  entries: RosterEntry[];
  invalid: number;
}

/** 10,000 rows of long names and ATS ids stay well under this; anything larger is not a roster. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent("name,email,integrationSource,externalId\r\nAda Lovelace,ada@example.com,greenhouse,4012007\r\nGrace Hopper,grace@example.com,,\r\n")}`;
const n = (value: number) => value.toLocaleString("en");

/** Reads a roster CSV (name, email, optional integrationSource and externalId) and previews every row; nothing is sent. */
export function CsvRosterField({ value, onChange, error }: { value: CsvRoster | null; onChange: (roster: CsvRoster | null) => void; error?: string }) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const refuse = (message: string) => {
    setFileError(message);
    onChange(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return onChange(null);
    if (file.size > MAX_FILE_BYTES) return refuse(`${file.name} is ${n(Math.round(file.size / 1024 / 1024))} MB; a roster CSV is at most 20 MB.`);
    setReading(true);
    try {
      const { rows, error: headerError } = previewCsv(await file.text());
      if (headerError) return refuse(headerError);
      if (!rows.length) return refuse("The file has a header but no rows.");
      const entries = rows.filter((r) => !r.errors.length).map((r) => r.entry);
      if (entries.length > MAX_ROSTER_ROWS) return refuse(`The file has ${n(entries.length)} valid rows; one job takes at most ${n(MAX_ROSTER_ROWS)}. Split it into several files.`);
      onChange({ fileName: file.name, rows, entries, invalid: rows.length - entries.length });
    } catch {
      refuse(`${file.name} could not be read as text.`);
    } finally {
      setReading(false);
    }
  };

  const problem = fileError ?? error;
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          Roster CSV
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={onFile}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
          aria-invalid={problem ? true : undefined}
          className="block text-sm file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:text-sm file:font-medium hover:file:bg-zinc-100 dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-100 dark:hover:file:bg-zinc-800"
        />
        <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          Columns <code>name</code>, <code>email</code>, and optionally <code>integrationSource</code> and <code>externalId</code> (both or neither). People who are not
          candidates yet are created first; existing ones are matched by ATS ids, then by email.{" "}
          <a href={TEMPLATE} download="bulk-issue-template.csv" className="text-indigo-700 underline dark:text-indigo-300">
            Download a template
          </a>
        </p>
        {reading && (
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            Reading the file…
          </p>
        )}
        {problem && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </div>
      {value && (
        <div className="space-y-3">
          <p role="status" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span className="font-medium">{value.fileName}</span>
            <span>{n(value.rows.length)} rows</span>
            <span className="text-emerald-700 dark:text-emerald-400">{n(value.entries.length)} valid</span>
            <span className={value.invalid ? "font-medium text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}>{n(value.invalid)} with errors</span>
          </p>
          {value.invalid > 0 && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              Rows with errors are left out of the job: only the {n(value.entries.length)} valid rows are issued. To include them, fix the file and choose it again.
            </p>
          )}
          <CsvPreviewTable rows={value.rows} />
        </div>
      )}
    </div>
  );
}

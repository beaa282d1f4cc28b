"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { PreviewRow } from "@/lib/bulk/roster";

const PAGE_SIZE = 25;
const th = "border-b border-zinc-200 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:border-zinc-700 dark:text-zinc-400";
const td = "border-b border-zinc-100 px-3 py-2 align-top dark:border-zinc-800";

/** Every row of the file with what is wrong with it, a page at a time; rows with errors can be shown alone. */
export function CsvPreviewTable({ rows }: { rows: PreviewRow[] }) {
  const invalid = rows.filter((r) => r.errors.length).length;
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const shown = onlyErrors ? rows.filter((r) => r.errors.length) : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const slice = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyErrors}
            disabled={!invalid}
            onChange={(e) => {
              setOnlyErrors(e.target.checked);
              setPage(0);
            }}
          />
          Only rows with errors
        </label>
        {pages > 1 && (
          <nav aria-label="Preview pages" className="flex items-center gap-2 text-sm">
            <Button variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)} aria-label="Previous preview page">
              ‹
            </Button>
            <span className="tabular-nums">
              Page {current + 1} of {pages}
            </span>
            <Button variant="secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)} aria-label="Next preview page">
              ›
            </Button>
          </nav>
        )}
      </div>
      <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">Preview of the roster file</caption>
          <thead className="bg-zinc-50 dark:bg-zinc-900">
            <tr>
              <th scope="col" className={th}>
                Line
              </th>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Email
              </th>
              <th scope="col" className={th}>
                ATS
              </th>
              <th scope="col" className={th}>
                Check
              </th>
            </tr>
          </thead>
          <tbody>
            {slice.map((row) => (
              <tr key={row.line} className={row.errors.length ? "bg-red-50/60 dark:bg-red-950/30" : undefined}>
                <td className={`${td} tabular-nums text-zinc-600 dark:text-zinc-400`}>{row.line}</td>
                <td className={td}>{row.entry.name || <span className="text-zinc-400">—</span>}</td>
                <td className={`${td} whitespace-nowrap`}>{row.entry.email || <span className="text-zinc-400">—</span>}</td>
                <td className={td}>{row.entry.integrationSource || row.entry.externalId ? `${row.entry.integrationSource ?? "?"} · ${row.entry.externalId ?? "?"}` : <span className="text-zinc-400">—</span>}</td>
                <td className={td}>
                  {row.errors.length ? (
                    <ul className="space-y-0.5 text-red-700 dark:text-red-400">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-emerald-700 dark:text-emerald-400">OK</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

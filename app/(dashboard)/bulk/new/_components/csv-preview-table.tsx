"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FramedTable, TD } from "@/components/ui/table";
import type { PreviewRow } from "@/lib/bulk/roster";

const PAGE_SIZE = 25;
const headers = ["Line", "Name", "Email", "ATS", "Check"];
const none = <span className="text-zinc-400">—</span>;

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
      <FramedTable columns={headers} caption="Preview of the roster file">
        {slice.map((row) => (
          <tr key={row.line} className={row.errors.length ? "bg-red-50/60 dark:bg-red-950/30" : undefined}>
            <TD className="tabular-nums text-zinc-600 dark:text-zinc-400">{row.line}</TD>
            <TD>{row.entry.name || none}</TD>
            <TD className="whitespace-nowrap">{row.entry.email || none}</TD>
            <TD>{row.entry.integrationSource || row.entry.externalId ? `${row.entry.integrationSource ?? "?"} · ${row.entry.externalId ?? "?"}` : none}</TD>
            <TD>
              {row.errors.length ? (
                <ul className="space-y-0.5 text-red-700 dark:text-red-400">
                  {row.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ) : (
                <span className="text-emerald-700 dark:text-emerald-400">OK</span>
              )}
            </TD>
          </tr>
        ))}
      </FramedTable>
    </div>
  );
}

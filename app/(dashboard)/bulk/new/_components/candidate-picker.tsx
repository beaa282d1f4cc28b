"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  CandidateFilterBar,
  hasCandidateFilters,
  noCandidateFilters,
  type CandidateFilters,
} from "@/components/candidates/candidate-filter-bar";
import { StatusBadge } from "@/components/screening/status-badge";
import { EmptyRow, Table, TableFrame, TD, TH, THead, TR } from "@/components/ui/table";
import { MAX_ROSTER_ROWS } from "@/lib/bulk/roster-limits";
import type { PickerRow } from "@/lib/bulk/pick-candidates";
import { cn } from "@/lib/utils/cn";
import { isPicked, nothingPicked, pickedCount, togglePicked, type PickedCandidates } from "./picked-candidates";
import { usePickerPage } from "./use-picker-page";

const n = (value: number) => value.toLocaleString("en");

function Checkbox({
  checked,
  indeterminate = false,
  label,
  onChange,
  disabled,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: () => void;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      onChange={onChange}
      aria-label={label}
      disabled={disabled}
      className="size-4 accent-indigo-600"
    />
  );
}

/**
 * Candidates from the server's mirror, a page at a time, with checkboxes; "Select all N matching" chooses
 * every candidate the filters let through without bringing them to the browser (the server reads them when
 * the job is created). While such a selection stands, its filters stay fixed; unticking a row excludes it.
 */
export function CandidatePicker({
  sources,
  statuses,
  value,
  onChange,
}: {
  sources: string[];
  statuses: string[];
  value: PickedCandidates;
  onChange: (picked: PickedCandidates) => void;
}) {
  const [filters, setFilters] = useState<CandidateFilters>(noCandidateFilters);
  const frozen = value.kind === "filter";
  const shownFilters = frozen ? value.filter : filters;
  const { page, error, loading, setAnchor } = usePickerPage(shownFilters);
  const rows = page?.rows ?? [];
  const pickedOnPage = rows.filter((row) => isPicked(value, row.id)).length;
  const total = page?.total ?? 0;

  const changeFilters = (next: Partial<CandidateFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setAnchor({});
  };
  const togglePage = () => {
    let next = value;
    const allOnPage = pickedOnPage === rows.length;
    for (const row of rows) if (isPicked(next, row.id) === allOnPage) next = togglePicked(next, row);
    onChange(next);
  };

  return (
    <div className="space-y-3">
      <fieldset disabled={frozen} className="disabled:opacity-60">
        <legend className="sr-only">Filter candidates</legend>
        <CandidateFilterBar filters={shownFilters} onChange={changeFilters} sources={sources} statuses={statuses} />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p aria-live="polite" className="font-medium">
          {n(pickedCount(value))} selected
          <span className="font-normal text-zinc-600 dark:text-zinc-400">
            {" "}
            ·{" "}
            {frozen
              ? `every candidate matching these filters${value.excluded.size ? `, ${n(value.excluded.size)} unticked` : ""}`
              : `${n(total)} ${hasCandidateFilters(filters) ? "match the filters" : "candidates"}`}
          </span>
        </p>
        {!frozen && (
          <Button
            variant="secondary"
            disabled={!total || loading || total > MAX_ROSTER_ROWS}
            onClick={() => onChange({ kind: "filter", filter: filters, total, excluded: new Set() })}
            title={total > MAX_ROSTER_ROWS ? `One job takes at most ${n(MAX_ROSTER_ROWS)} candidates` : undefined}
          >
            Select all {n(total)} {hasCandidateFilters(filters) ? "matching" : "candidates"}
          </Button>
        )}
        {pickedCount(value) > 0 || frozen ? (
          <Button variant="ghost" onClick={() => onChange(nothingPicked)}>
            {frozen ? "Change the selection" : "Clear selection"}
          </Button>
        ) : null}
        {!frozen && total > MAX_ROSTER_ROWS && (
          <span className="text-xs text-amber-800 dark:text-amber-300">
            One job takes at most {n(MAX_ROSTER_ROWS)} candidates: narrow the filters to select them all.
          </span>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <TableFrame className={cn("max-h-[26rem] overflow-y-auto", loading && "opacity-60")} aria-busy={loading}>
        <Table>
          <caption className="sr-only">Candidates to choose from</caption>
          <THead className="sticky top-0 z-10">
            <tr>
              <TH className="w-10">
                <Checkbox
                  checked={rows.length > 0 && pickedOnPage === rows.length}
                  indeterminate={pickedOnPage > 0 && pickedOnPage < rows.length}
                  label="Select every candidate on this page"
                  onChange={togglePage}
                  disabled={!rows.length}
                />
              </TH>
              <TH>Name</TH>
              <TH>Email</TH>
              <TH>Status</TH>
              <TH>ATS</TH>
              <TH align="right">Screens</TH>
            </tr>
          </THead>
          <tbody>
            {rows.map((row: PickerRow) => (
              <TR
                key={row.id}
                aria-selected={isPicked(value, row.id)}
                className="aria-selected:bg-indigo-50/70 dark:aria-selected:bg-indigo-950/40"
              >
                <TD>
                  <Checkbox
                    checked={isPicked(value, row.id)}
                    label={`Select ${row.name}, ${row.email}`}
                    onChange={() => onChange(togglePicked(value, row))}
                  />
                </TD>
                <TD className="font-medium">{row.name}</TD>
                <TD className="break-all">{row.email}</TD>
                <TD>
                  <StatusBadge status={row.status} />
                </TD>
                <TD>{row.integrationSource ? `${row.integrationSource} · ${row.externalId ?? ""}` : "—"}</TD>
                <TD className="text-right tabular-nums">{row.screenCount}</TD>
              </TR>
            ))}
            {page && rows.length === 0 && (
              <EmptyRow colSpan={6}>
                {hasCandidateFilters(shownFilters)
                  ? "No candidate matches these filters."
                  : "No candidates yet: upload a CSV to create them."}
              </EmptyRow>
            )}
            {!page && !error && <EmptyRow colSpan={6}>Loading candidates…</EmptyRow>}
          </tbody>
        </Table>
      </TableFrame>
      {page && (page.previous || page.next) && (
        <nav aria-label="Candidate pages" className="flex items-center gap-3 text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">
            {n(page.start + 1)}–{n(page.start + rows.length)} of {n(total)}
          </span>
          <Button
            variant="ghost"
            disabled={!page.previous || loading}
            onClick={() => setAnchor({ before: page.previous ?? undefined })}
          >
            ← Previous
          </Button>
          <Button
            variant="ghost"
            disabled={!page.next || loading}
            onClick={() => setAnchor({ after: page.next ?? undefined })}
          >
            Next →
          </Button>
        </nav>
      )}
    </div>
  );
}

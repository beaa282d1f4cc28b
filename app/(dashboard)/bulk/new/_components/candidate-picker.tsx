"use client";

import { useState } from "react";
import {
  CandidateFilterBar,
  hasCandidateFilters,
  noCandidateFilters,
  type CandidateFilters,
} from "@/components/candidates/candidate-filter-bar";
import type { PickedCandidates } from "./picked-candidates";
import { PickerPages } from "./picker-pages";
import { PickerTable } from "./picker-table";
import { SelectionBar } from "./selection-bar";
import { usePickerPage, type PickerPage } from "./use-picker-page";

/** What the table says when it has no row to show; null when it has rows or the page failed to load. */
function emptyText(page: PickerPage | null, error: string | null, filters: CandidateFilters) {
  if (!page) return error ? null : "Loading candidates…";
  if (page.rows.length) return null;
  return hasCandidateFilters(filters)
    ? "No candidate matches these filters."
    : "No candidates yet: upload a CSV to create them.";
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

  const changeFilters = (next: Partial<CandidateFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setAnchor({});
  };

  return (
    <div className="space-y-3">
      <fieldset disabled={frozen} className="disabled:opacity-60">
        <legend className="sr-only">Filter candidates</legend>
        <CandidateFilterBar filters={shownFilters} onChange={changeFilters} sources={sources} statuses={statuses} />
      </fieldset>
      <SelectionBar
        value={value}
        filters={filters}
        total={page?.total ?? 0}
        totalIsFloor={page?.totalIsFloor ?? false}
        loading={loading}
        onChange={onChange}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <PickerTable
        rows={page?.rows ?? []}
        value={value}
        loading={loading}
        empty={emptyText(page, error, shownFilters)}
        onChange={onChange}
      />
      {page && <PickerPages page={page} loading={loading} onPage={setAnchor} />}
    </div>
  );
}

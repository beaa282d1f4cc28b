import type { CandidateFilters } from "@/components/candidates/candidate-filter-bar";
import type { CandidateSelection } from "@/lib/bulk/job-schemas";
import type { PickerRow } from "@/lib/bulk/pick-candidates";

/**
 * What the picker has chosen: candidates ticked one by one (kept with their names for the summary), or every
 * candidate matching a filter, minus those unticked. The second never holds the rows themselves.
 */
export type PickedCandidates =
  | { kind: "ids"; rows: ReadonlyMap<string, PickerRow> }
  | { kind: "filter"; filter: CandidateFilters; total: number; excluded: ReadonlySet<string> };

export const nothingPicked: PickedCandidates = { kind: "ids", rows: new Map() };

export const pickedCount = (picked: PickedCandidates) =>
  picked.kind === "ids" ? picked.rows.size : Math.max(0, picked.total - picked.excluded.size);

export const isPicked = (picked: PickedCandidates, id: string) =>
  picked.kind === "ids" ? picked.rows.has(id) : !picked.excluded.has(id);

/** Ticks or unticks one candidate. */
export function togglePicked(picked: PickedCandidates, row: PickerRow): PickedCandidates {
  if (picked.kind === "ids") {
    const rows = new Map(picked.rows);
    if (rows.has(row.id)) rows.delete(row.id);
    else rows.set(row.id, row);
    return { kind: "ids", rows };
  }
  const excluded = new Set(picked.excluded);
  if (excluded.has(row.id)) excluded.delete(row.id);
  else excluded.add(row.id);
  return { ...picked, excluded };
}

/** What the server action receives: ids, or the filter and the exceptions. */
export function toSelection(picked: PickedCandidates): CandidateSelection {
  if (picked.kind === "ids") return { kind: "ids", ids: [...picked.rows.keys()] };
  const { q, status, source, externalId } = picked.filter;
  return {
    kind: "filter",
    filter: {
      q: q || undefined,
      status: status || undefined,
      source: source || undefined,
      externalId: externalId || undefined,
    },
    exclude: [...picked.excluded],
  };
}

import type { CohortFilter } from "@/lib/cohort/cohort-query";
import type { CohortSelection } from "@/lib/cohort/selection";

/** What the reader has chosen: rows (people) ticked one by one, or everyone at or above a cut-off, minus some. */
export type Picked =
  { kind: "ids"; ids: ReadonlySet<string> } | { kind: "cutoff"; min: number; excluded: ReadonlySet<string> };

export const nothingPicked: Picked = { kind: "ids", ids: new Set() };

export const isPicked = (picked: Picked, row: { id: string; score: number | null }) =>
  picked.kind === "ids"
    ? picked.ids.has(row.id)
    : row.score !== null && row.score >= picked.min && !picked.excluded.has(row.id);

export function toggle(picked: Picked, row: { id: string; score: number | null }): Picked {
  const flip = (set: ReadonlySet<string>) => {
    const next = new Set(set);
    if (next.has(row.id)) next.delete(row.id);
    else next.add(row.id);
    return next;
  };
  return picked.kind === "ids"
    ? { kind: "ids", ids: flip(picked.ids) }
    : { ...picked, excluded: flip(picked.excluded) };
}

/** What the decide action receives. */
export function toSelection(picked: Picked, filters: CohortFilter): CohortSelection {
  return picked.kind === "ids"
    ? { kind: "ids", ids: [...picked.ids], pick: filters.pick }
    : { kind: "cutoff", min: picked.min, filters, exclude: [...picked.excluded] };
}

import type { CandidateRow } from "@/lib/candidates/candidate-rows";
import type { CandidateSortKey } from "./search-params";

/** What each sortable column compares: texts without regard to case, and timestamps of one ISO format as text. */
const sortValues: Record<CandidateSortKey, (row: CandidateRow) => string | number> = {
  name: (row) => row.name.toLowerCase(),
  email: (row) => row.email.toLowerCase(),
  status: (row) => row.status.toLowerCase(),
  screens: (row) => row.screens,
  createdAt: (row) => row.createdAt,
};

/**
 * The table rows in the order asked for; equal values keep the order the service listed them in. Sorted here,
 * once per change of sort, and filtered after, so that a keystroke in Search never sorts 10,000 rows again.
 * Each value is worked out once per row, not once per comparison.
 */
export function sortCandidates<T extends { original: CandidateRow }>(rows: readonly T[], sort: CandidateSortKey, dir: "asc" | "desc"): T[] {
  const value = sortValues[sort];
  const sign = dir === "desc" ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: value(row.original) }))
    .sort((a, b) => (a.value === b.value ? a.index - b.index : a.value > b.value ? sign : -sign))
    .map(({ row }) => row);
}

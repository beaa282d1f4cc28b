import { debounce, parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";

/** The candidates table's shareable state: it lives in the URL. */
export const candidateSortKeys = ["name", "email", "createdAt", "status", "screens"] as const;
export type CandidateSortKey = (typeof candidateSortKeys)[number];

export const candidatesSearchParams = {
  q: parseAsString.withDefault(""),
  status: parseAsString.withDefault(""),
  source: parseAsString.withDefault(""),
  externalId: parseAsString.withDefault(""),
  sort: parseAsStringLiteral(candidateSortKeys).withDefault("createdAt"),
  dir: parseAsStringLiteral(["asc", "desc"] as const).withDefault("desc"),
};

/**
 * The table's URL state. The table follows each change at once; the address is written once changes pause, so
 * that writing it (history and the router's own update) never delays the frame that shows the change, and
 * history entries are replaced so that Back leaves the page.
 */
export function useCandidatesParams() {
  return useQueryStates(candidatesSearchParams, { history: "replace", limitUrlUpdates: debounce(300) });
}

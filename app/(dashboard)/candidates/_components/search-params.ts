import { parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";

/** The candidates table's shareable state: it lives in the URL. */
export const candidateSortKeys = ["name", "email", "createdAt", "status", "screens"] as const;

export const candidatesSearchParams = {
  q: parseAsString.withDefault(""),
  status: parseAsString.withDefault(""),
  source: parseAsString.withDefault(""),
  externalId: parseAsString.withDefault(""),
  sort: parseAsStringLiteral(candidateSortKeys).withDefault("createdAt"),
  dir: parseAsStringLiteral(["asc", "desc"] as const).withDefault("desc"),
};

/** The table's URL state; replaces history entries while typing so Back leaves the page. */
export function useCandidatesParams() {
  return useQueryStates(candidatesSearchParams, { history: "replace", throttleMs: 200 });
}
export type CandidatesParams = ReturnType<typeof useCandidatesParams>;

import { parseAsString, useQueryStates } from "nuqs";

/** The candidates list's filters as the filter bar edits them; sort and paging stay as the server wrote them. */
export const candidateFilterParams = {
  q: parseAsString.withDefault(""),
  status: parseAsString.withDefault(""),
  source: parseAsString.withDefault(""),
  externalId: parseAsString.withDefault(""),
  after: parseAsString,
  before: parseAsString,
};

/**
 * The filters in the URL. The list is read on the server, so a change re-renders it there (not shallow), and
 * history entries are replaced, so Back leaves the page.
 */
export function useCandidateFilters() {
  return useQueryStates(candidateFilterParams, { shallow: false, history: "replace" });
}

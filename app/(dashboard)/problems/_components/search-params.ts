import { parseAsString, useQueryStates } from "nuqs";

/** The registry table's shareable filters: they live in the URL. */
export const problemsSearchParams = {
  q: parseAsString.withDefault(""),
  status: parseAsString.withDefault(""),
};

/** Replaces history entries while typing so Back leaves the page. */
export function useProblemsParams() {
  return useQueryStates(problemsSearchParams, { history: "replace", throttleMs: 200 });
}

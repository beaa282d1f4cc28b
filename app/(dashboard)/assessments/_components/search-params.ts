import { createSerializer, debounce, parseAsInteger, parseAsString, useQueryStates } from "nuqs";

/**
 * The assessments list's address. `page` and `pageSize` are read on the server (lib/results/page-query.ts,
 * which explains a bad value); `status` filters the rows of the current page in the browser.
 */
export const assessmentsSearchParams = {
  page: parseAsInteger,
  pageSize: parseAsInteger,
  status: parseAsString.withDefault(""),
};

export const assessmentsHref = createSerializer(assessmentsSearchParams);

/** The page sizes offered; any other valid size from a shared link is offered too. */
export const pageSizeChoices = [25, 50, 100, 500, 1000] as const;

/**
 * The status filter: only the browser's rows change, so the server is not asked again. The address is written
 * just after the rows change, so that writing it does not delay the frame that shows them.
 */
export function useStatusFilter() {
  return useQueryStates({ status: assessmentsSearchParams.status }, { history: "replace", limitUrlUpdates: debounce(300) });
}

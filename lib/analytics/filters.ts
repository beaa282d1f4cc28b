import { NONE, type AnalyticsParams } from "./search-params";

/** Longest id or label a filter takes from the URL; anything longer matches nothing the dashboard stores. */
const MAX_FILTER_LENGTH = 200;

/** The filters as rollup column values: "" for "none" (no ATS, issued outside the dashboard), undefined for all. */
export interface AnalyticsFilters {
  problemId?: string;
  source?: string;
  issuerId?: string;
}

const column = (value: string | null) => {
  if (value === null || value === "") return undefined;
  if (value === NONE) return "";
  return value.slice(0, MAX_FILTER_LENGTH);
};

export function filtersOf(params: Pick<AnalyticsParams, "problem" | "source" | "issuer">): AnalyticsFilters {
  return {
    problemId: params.problem ? params.problem.slice(0, MAX_FILTER_LENGTH) : undefined,
    source: column(params.source),
    issuerId: column(params.issuer),
  };
}

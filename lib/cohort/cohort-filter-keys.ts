/**
 * The URL keys of a cohort's filters, the one definition both sides use: cohort-query.ts's schemas must have
 * exactly these (`satisfies`) and the filter bar writes exactly these. Free of zod for the browser's sake.
 */
export const cohortFilterKeys = ["status", "risk", "decision", "tag", "from", "to", "mode", "locale"] as const;
export type CohortFilterKey = (typeof cohortFilterKeys)[number];

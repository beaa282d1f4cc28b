/**
 * Which of a person's screens a cohort shows, one row per candidate: the latest (issued last, finished or not) or
 * the best (highest score; without a score, the latest). The URL key and its values, the one definition the
 * server's schema and the browser's switch share. Free of zod for the browser's sake.
 */
export const cohortPickKey = "pick";
export const cohortPicks = ["latest", "best"] as const;
export type CohortPick = (typeof cohortPicks)[number];
export const defaultCohortPick: CohortPick = "latest";

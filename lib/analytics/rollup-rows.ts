/** Every source, every issuer, or (in a cohort read's quantile rows) every problem: the rollup's "all" value. */
export const ALL = "*";

/** One summed rollup cell. `problemId` is kept so per-problem figures come from the same read. */
export interface RollupRow {
  metric: string;
  problemId: string;
  key: string;
  bucket: number;
  n: number;
}

export interface WeeklyRollupRow extends RollupRow {
  /** ISO date of the week's Monday. */
  week: string;
}

/** One week's and problem's score histogram: `bucket:n` pairs joined by commas (a bucket may come more than once). */
export interface WeeklyScores {
  week: string;
  problemId: string;
  histogram: string;
}

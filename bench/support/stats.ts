/** Nearest-rank percentile (p in 0..100) of a non-empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) throw new Error("percentile of an empty sample");
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Rounds for the report: figures are measured, not invented, but four decimals of a millisecond are noise. */
export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Bucket → how many. Buckets are the rollup's: a score's whole point, or a duration's log-scale bucket. The cohort's
 * quantiles are taken in SQL (lib/analytics/read-rollups.ts); the weekly trends' here, from each week's histogram.
 */
export type Histogram = Map<number, number>;

/** Durations: bucket b ≥ 1 holds [RATIO^(b−1), RATIO^b) seconds, bucket 0 under a second (the migration's rule). */
const RATIO = 1.1;

/** What a duration bucket stands for: its geometric middle, within ±4.9 % of every duration in it. */
export const durationOfBucket = (bucket: number) => (bucket <= 0 ? 0 : RATIO ** (bucket - 0.5));

/** What a score bucket stands for: the middle of its point (100 is its own bucket). */
export const scoreOfBucket = (bucket: number) => (bucket >= 100 ? 100 : bucket + 0.5);

export function add(histogram: Histogram, bucket: number, n: number) {
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + n);
}

export const total = (histogram: Histogram) => [...histogram.values()].reduce((sum, n) => sum + n, 0);

/**
 * The q-quantile (0 < q ≤ 1) by nearest rank: the bucket holding the ⌈q·N⌉-th smallest value, as `valueOf` that
 * bucket. Null for an empty histogram.
 */
export function quantile(histogram: Histogram, q: number, valueOf: (bucket: number) => number): number | null {
  const count = total(histogram);
  if (count <= 0) return null;
  const rank = Math.max(1, Math.ceil(q * count));
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!;
    if (seen >= rank) return valueOf(bucket);
  }
  return null;
}

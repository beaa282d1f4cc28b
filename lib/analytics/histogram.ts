/**
 * What the rollup's histogram buckets stand for: a score's whole point, or a duration's log-scale bucket. The
 * quantiles over them are taken in SQL (lib/analytics/read-rollups.ts).
 */

/** Durations: bucket b ≥ 1 holds [RATIO^(b−1), RATIO^b) seconds, bucket 0 under a second (the migration's rule). */
const RATIO = 1.1;

/** What a duration bucket stands for: its geometric middle, within ±4.9 % of every duration in it. */
export const durationOfBucket = (bucket: number) => (bucket <= 0 ? 0 : RATIO ** (bucket - 0.5));

/** What a score bucket stands for: the middle of its point (100 is its own bucket). */
export const scoreOfBucket = (bucket: number) => (bucket >= 100 ? 100 : bucket + 0.5);

/**
 * The statistics of a cohort's scores, written out (they are few and each is a line or two): quantiles,
 * histogram bins and percentile ranks, all on an ascending array of scores.
 */

/** The q-quantile (0 ≤ q ≤ 1) by linear interpolation between order statistics (Hyndman & Fan type 7, R's default). */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (!sorted.length) return null;
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

export interface Summary {
  count: number;
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
}

export function summarize(sorted: readonly number[]): Summary {
  return {
    count: sorted.length,
    min: sorted[0] ?? null,
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    max: sorted.at(-1) ?? null,
  };
}

export interface Bin {
  /** Inclusive lower edge. */
  from: number;
  /** Exclusive upper edge, except for the last bin, which includes it. */
  to: number;
  count: number;
}

const niceWidths = [1, 2, 2.5, 5, 10, 20, 25, 50];

/**
 * Histogram bins over the scores' 0–100 scale. The width follows the Freedman–Diaconis rule (2·IQR·n^(−1/3),
 * robust to outliers, unlike Sturges' rule, which assumes normal data), brought to the nearest width a reader
 * can count in (1, 2, 2.5, 5, 10, 20, 25, 50) and kept between 2.5 and 20 points so a small cohort is not one bar
 * and a large one not a hundred. Edges are multiples of the width; scores outside 0–100 widen the range, by at
 * most one scale on either side (−100 to 200): a score further out counts in the edge bin, so a service's huge
 * number cannot ask for millions of bins.
 */
export function histogram(sorted: readonly number[]): Bin[] {
  if (!sorted.length) return [];
  const n = sorted.length;
  const iqr = (quantile(sorted, 0.75) ?? 0) - (quantile(sorted, 0.25) ?? 0);
  const ideal = iqr > 0 ? (2 * iqr) / Math.cbrt(n) : 10;
  const target = Math.min(20, Math.max(2.5, ideal));
  const width = niceWidths.reduce((best, w) =>
    Math.abs(Math.log(w / target)) < Math.abs(Math.log(best / target)) ? w : best,
  );
  const low = Math.max(-100, Math.min(0, Math.floor(sorted[0]! / width) * width));
  const high = Math.min(200, Math.max(100, Math.ceil(sorted.at(-1)! / width) * width));
  const bins: Bin[] = [];
  for (let from = low; from < high - 1e-9; from += width)
    bins.push({ from, to: Math.min(high, from + width), count: 0 });
  for (const score of sorted) {
    const index = Math.max(0, Math.min(bins.length - 1, Math.floor((score - low) / width)));
    bins[index]!.count += 1;
  }
  return bins;
}

/** How many of the (ascending) scores are strictly below, and equal to, a score: binary searches. */
export function rankOf(sorted: readonly number[], score: number): { below: number; equal: number } {
  const firstAtLeast = (value: number, strict: boolean) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (strict ? sorted[mid]! <= value : sorted[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const below = firstAtLeast(score, false);
  return { below, equal: firstAtLeast(score, true) - below };
}

/**
 * "Better than P % of N": the share of the cohort's scores strictly below this one, in whole percent, rounded
 * down (so 100 % only when no one else scored as high). Ties count as not beaten. Null without a cohort.
 */
export function percentBetterThan(sorted: readonly number[], score: number): number | null {
  if (!sorted.length) return null;
  return Math.floor((rankOf(sorted, score).below / sorted.length) * 100);
}

import erfc from "@stdlib/math-base-special-erfc";
import hypergeometricPmf from "@stdlib/stats-base-dists-hypergeometric-pmf";

/**
 * A 2×2 table of one category against the comparison category:
 * `a` selected and `b` not selected in the category, `c` selected and `d` not selected in the comparison.
 */
export type TwoByTwo = { a: number; b: number; c: number; d: number };

export type SignificanceTest = "fisher" | "z";
export type Significance = { test: SignificanceTest; pValue: number };

/** R's `fisher.test` treats probabilities within this relative tolerance of the observed one as equal. */
const relativeTolerance = 1 + 1e-7;

/**
 * Two-sided Fisher's exact test as R's `fisher.test` computes it for a 2×2 table: with the margins fixed,
 * the sum of the hypergeometric probabilities of every table no more probable than the observed one.
 */
export function fisherExactTwoSided({ a, b, c, d }: TwoByTwo): number {
  const selected = a + c;
  const notSelected = b + d;
  const inCategory = a + b;
  const low = Math.max(0, inCategory - notSelected);
  const high = Math.min(inCategory, selected);
  const observed = hypergeometricPmf(a, selected + notSelected, selected, inCategory);
  let p = 0;
  for (let x = low; x <= high; x++) {
    const probability = hypergeometricPmf(x, selected + notSelected, selected, inCategory);
    if (probability <= observed * relativeTolerance) p += probability;
  }
  return Math.min(1, p);
}

/** Standard normal upper tail, P(Z > z). */
const upperTail = (z: number) => 0.5 * erfc(z / Math.SQRT2);

/** The pooled two-proportion z statistic (category rate minus comparison rate over the pooled standard error). */
export function twoProportionZ({ a, b, c, d }: TwoByTwo): number {
  const n1 = a + b;
  const n2 = c + d;
  const pooled = (a + c) / (n1 + n2);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (standardError === 0) return 0;
  return (a / n1 - c / n2) / standardError;
}

/** Two-sided p-value of the pooled two-proportion z-test. */
export const twoProportionZTest = (table: TwoByTwo) => Math.min(1, 2 * upperTail(Math.abs(twoProportionZ(table))));

/** Below this expected count in any cell the normal approximation is not trusted (Cochran's rule of thumb). */
export const minimumExpectedCount = 5;

/** The smallest count a cell of the table would hold if selection were independent of the category. */
export function smallestExpectedCount({ a, b, c, d }: TwoByTwo): number {
  const total = a + b + c + d;
  const rows = [a + b, c + d];
  const columns = [a + c, b + d];
  return Math.min(...rows.flatMap((row) => columns.map((column) => (row * column) / total)));
}

/**
 * The rule: Fisher's exact test when any expected cell count is under 5, the pooled two-proportion z-test
 * otherwise (where it agrees closely with Fisher's and stays cheap for thousands of candidates).
 */
export function testDifference(table: TwoByTwo): Significance {
  if (smallestExpectedCount(table) < minimumExpectedCount) {
    return { test: "fisher", pValue: fisherExactTwoSided(table) };
  }
  return { test: "z", pValue: twoProportionZTest(table) };
}

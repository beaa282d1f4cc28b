import { describe, expect, it } from "vitest";
import { histogram, percentBetterThan, quantile, rankOf, summarize } from "./statistics";

describe("quantile (type 7)", () => {
  it("interpolates between order statistics like R's quantile()", () => {
    const x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(x, 0.25)).toBeCloseTo(3.25);
    expect(quantile(x, 0.5)).toBeCloseTo(5.5);
    expect(quantile(x, 0.75)).toBeCloseTo(7.75);
    expect(quantile([42], 0.5)).toBe(42);
    expect(quantile([], 0.5)).toBeNull();
  });

  it("summarizes min, quartiles, median and max", () => {
    expect(summarize([10, 20, 30, 40])).toEqual({ count: 4, min: 10, q1: 17.5, median: 25, q3: 32.5, max: 40 });
  });
});

describe("histogram", () => {
  it("uses the Freedman–Diaconis width rounded to a readable one, with every score in one bin", () => {
    const scores = Array.from({ length: 212 }, (_, i) => 40 + (i % 50)).sort((a, b) => a - b);
    const bins = histogram(scores);
    // IQR ≈ 25, n = 212: 2·25/212^(1/3) ≈ 8.4, so bins of 10 points over 0–100.
    expect(bins).toHaveLength(10);
    expect(bins[0]).toMatchObject({ from: 0, to: 10 });
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(212);
  });

  it("keeps small cohorts readable and puts 100 in the last bin", () => {
    const bins = histogram([0, 50, 100]);
    expect(bins.at(-1)).toMatchObject({ to: 100 });
    expect(bins.at(-1)!.count).toBe(1);
    expect(bins[0]!.count).toBe(1);
    expect(bins.length).toBeLessThanOrEqual(40);
  });

  it("widens the range for scores outside 0–100 rather than dropping them", () => {
    const bins = histogram([-5, 50, 130]);
    expect(bins[0]!.from).toBeLessThanOrEqual(-5);
    expect(bins.at(-1)!.to).toBeGreaterThanOrEqual(130);
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(3);
  });

  it("counts a score far outside 0–100 in the edge bin instead of drawing bins out to it", () => {
    const bins = histogram([-4e15, 50, 40_425_420.5]);
    expect(bins[0]!.from).toBe(-100);
    expect(bins.at(-1)!.to).toBe(200);
    expect(bins.length).toBeLessThanOrEqual(120);
    expect([bins[0]!.count, bins.at(-1)!.count]).toEqual([1, 1]);
  });

  it("is empty without scores", () => {
    expect(histogram([])).toEqual([]);
  });
});

describe("percentile rank", () => {
  const scores = [50, 60, 60, 60, 70, 80, 90, 90, 95, 100];

  it("counts scores strictly below and ties apart", () => {
    expect(rankOf(scores, 60)).toEqual({ below: 1, equal: 3 });
    expect(rankOf(scores, 65)).toEqual({ below: 4, equal: 0 });
    expect(rankOf(scores, 40)).toEqual({ below: 0, equal: 0 });
  });

  it("says better than P % of the cohort, ties not beaten, rounded down", () => {
    expect(percentBetterThan(scores, 60)).toBe(10);
    expect(percentBetterThan(scores, 90)).toBe(60);
    expect(percentBetterThan(scores, 100)).toBe(90);
    expect(percentBetterThan(scores, 50)).toBe(0);
    expect(percentBetterThan([], 50)).toBeNull();
  });
});

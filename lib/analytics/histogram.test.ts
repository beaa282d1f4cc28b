import { describe, expect, it } from "vitest";
import { durationOfBucket, quantile, scoreOfBucket, type Histogram } from "./histogram";

/** The migration's bucket of a duration, written again here to check the two agree. */
const bucketOf = (seconds: number) => (seconds < 1 ? 0 : Math.floor(Math.log(seconds) / Math.log(1.1)) + 1);

describe("histogram quantiles", () => {
  it("finds the nearest-rank median and p90 of scores to within half a point", () => {
    const scores = [12.2, 40.9, 55.5, 61, 61.4, 70, 88.8, 90.1, 99.9, 100];
    const h: Histogram = new Map();
    for (const s of scores) h.set(Math.floor(s), (h.get(Math.floor(s)) ?? 0) + 1);
    expect(quantile(h, 0.5, scoreOfBucket)).toBe(61.5);
    expect(quantile(h, 0.9, scoreOfBucket)).toBe(99.5);
    expect(quantile(new Map(), 0.5, scoreOfBucket)).toBeNull();
  });

  it("represents every duration of a bucket to within 4.9 %", () => {
    for (const seconds of [1, 1.05, 7, 59, 61, 3_599, 3_600, 86_400, 2_592_000]) {
      const estimate = durationOfBucket(bucketOf(seconds));
      expect(Math.abs(estimate - seconds) / seconds).toBeLessThanOrEqual(0.049);
    }
    expect(durationOfBucket(bucketOf(0.4))).toBe(0);
  });
});

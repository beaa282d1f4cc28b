import { describe, expect, it } from "vitest";
import { durationOfBucket } from "./histogram";

/** The migration's bucket of a duration, written again here to check the two agree. */
const bucketOf = (seconds: number) => (seconds < 1 ? 0 : Math.floor(Math.log(seconds) / Math.log(1.1)) + 1);

describe("histogram buckets", () => {
  it("represents every duration of a bucket to within 4.9 %", () => {
    for (const seconds of [1, 1.05, 7, 59, 61, 3_599, 3_600, 86_400, 2_592_000]) {
      const estimate = durationOfBucket(bucketOf(seconds));
      expect(Math.abs(estimate - seconds) / seconds).toBeLessThanOrEqual(0.049);
    }
    expect(durationOfBucket(bucketOf(0.4))).toBe(0);
  });
});

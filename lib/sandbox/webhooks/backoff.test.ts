import { describe, expect, it } from "vitest";
import { MAX_DELIVERY_ATTEMPTS, nextAttemptAfterFailure, retryDelayMs } from "./backoff";

describe("webhook retry backoff", () => {
  it("doubles from 2 s and caps at 10 minutes", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(9)).toBe(512_000);
    expect(retryDelayMs(10)).toBe(600_000);
    expect(retryDelayMs(30)).toBe(600_000);
  });

  it("gives up after the last attempt", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(nextAttemptAfterFailure(1, now)).toEqual(new Date("2026-01-01T00:00:02Z"));
    expect(nextAttemptAfterFailure(MAX_DELIVERY_ATTEMPTS - 1, now)).not.toBeNull();
    expect(nextAttemptAfterFailure(MAX_DELIVERY_ATTEMPTS, now)).toBeNull();
  });
});

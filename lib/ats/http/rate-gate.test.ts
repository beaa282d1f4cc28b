import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./rate-gate";

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  const wait = (headers: Record<string, string>) => retryAfterMs(new Headers(headers), now);

  it("reads Retry-After in seconds or as an HTTP date", () => {
    expect(wait({ "retry-after": "3" })).toBe(3_000);
    expect(wait({ "retry-after": new Date(now + 5_000).toUTCString() })).toBe(5_000);
  });

  it("falls back to Harvest's X-RateLimit-Reset (epoch seconds), capped at a minute", () => {
    expect(wait({ "x-ratelimit-reset": String((now + 7_000) / 1000) })).toBe(7_000);
    expect(wait({ "x-ratelimit-reset": String((now + 3_600_000) / 1000) })).toBe(60_000);
    expect(wait({ "x-ratelimit-reset": String((now - 1_000) / 1000) })).toBe(0);
  });

  it("prefers Retry-After, and answers null when neither says", () => {
    expect(wait({ "retry-after": "2", "x-ratelimit-reset": String((now + 9_000) / 1000) })).toBe(2_000);
    expect(wait({})).toBeNull();
  });
});

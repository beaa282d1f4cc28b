import { describe, expect, it } from "vitest";
import { takeToken } from "./rate-limit";

describe("takeToken", () => {
  it("allows a second's worth at once, then refuses with a Retry-After", () => {
    const now = 1_000_000;
    for (let i = 0; i < 3; i++) expect(takeToken("k1", 3, now)).toEqual({ ok: true });
    expect(takeToken("k1", 3, now)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it("refills with time and keeps keys apart", () => {
    const now = 2_000_000;
    expect(takeToken("k2", 1, now)).toEqual({ ok: true });
    expect(takeToken("k2", 1, now + 100).ok).toBe(false);
    expect(takeToken("k3", 1, now + 100)).toEqual({ ok: true });
    expect(takeToken("k2", 1, now + 1000)).toEqual({ ok: true });
  });

  it("asks slow limits to wait long enough", () => {
    const now = 3_000_000;
    expect(takeToken("k4", 0.1, now)).toEqual({ ok: true });
    expect(takeToken("k4", 0.1, now)).toEqual({ ok: false, retryAfterSeconds: 10 });
  });
});

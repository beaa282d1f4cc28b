import { describe, expect, it } from "vitest";
import { maskBody } from "../http/mask";
import { noteRateLimitHeaders, retryAfterMs } from "../http/rate-gate";

/*
 * What the shared machinery must read of Workable: its rate-limit headers (workable.readme.io/reference/rate-limits:
 * X-Rate-Limit-Limit, X-Rate-Limit-Remaining, X-Rate-Limit-Reset per 10-second interval), and the comment body the
 * integration log keeps (the attachment's base64 `data` as its size).
 */
const gates = () => (globalThis as { atsRateGates?: Map<string, { pausedUntil: number }> }).atsRateGates;

describe("Workable's rate-limit headers", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");

  it("reads X-Rate-Limit-Reset when a 429 has no Retry-After, and prefers Retry-After", () => {
    const reset = String((now + 4_000) / 1000);
    expect(retryAfterMs(new Headers({ "x-rate-limit-reset": reset }), now)).toBe(4_000);
    expect(retryAfterMs(new Headers({ "x-rate-limit-reset": reset, "retry-after": "1" }), now)).toBe(1_000);
  });

  it("holds the ATS back for the window once X-Rate-Limit-Remaining reaches 0", () => {
    const before = Date.now();
    noteRateLimitHeaders("workable-test-a", new Headers({ "x-rate-limit-remaining": "3" }), 10_000);
    expect(gates()?.get("workable-test-a")?.pausedUntil ?? 0).toBeLessThan(before);
    noteRateLimitHeaders("workable-test-b", new Headers({ "x-rate-limit-remaining": "0" }), 10_000);
    expect(gates()?.get("workable-test-b")?.pausedUntil).toBeGreaterThanOrEqual(before + 10_000);
  });
});

describe("a Workable comment in the integration log", () => {
  it("keeps the text and the file's name, and the attachment's base64 data as its size", () => {
    const data = Buffer.alloc(3_000, 1).toString("base64");
    const logged = maskBody(
      JSON.stringify({
        member_id: "m1",
        comment: { body: "Screening completed", attachment: { name: "r.pdf", data } },
      }),
    )!;
    expect(logged).toContain("Screening completed");
    expect(logged).toContain("r.pdf");
    expect(logged).toContain(`<${data.length} characters of file content>`);
    expect(logged).not.toContain(data.slice(0, 100));
  });
});

import { describe, expect, it } from "vitest";
import { decide, maxWaitMs, policies, stepMs } from "./throttle-policy";

describe("sign-in throttle policy", () => {
  it("lets an account's first attempts through, then spaces each further one twice as far, capped", () => {
    const steps = Array.from({ length: 12 }, (_, i) => stepMs(policies.account, i + 1));
    expect(steps).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it("a burst of parallel guesses queues, and what would wait too long is refused, not locked", () => {
    // Slots of 30 parallel guesses at one account: each after the one before.
    let next = 0;
    const slots = Array.from({ length: 30 }, (_, i) => {
      const slot = next;
      next += stepMs(policies.account, i + 1);
      return slot;
    });
    const decisions = slots.map((slot) => decide([0, 0, slot]));
    const checked = decisions.filter((d) => d.outcome === "go");
    expect(checked.length).toBeLessThan(12);
    expect(decisions.at(-1)).toMatchObject({ outcome: "refuse" });
    for (const decision of decisions)
      if (decision.outcome === "refuse") expect(decision.retryAfterMs).toBeGreaterThan(0);
    expect(Math.max(...checked.map((d) => (d.outcome === "go" ? d.waitMs : 0)))).toBeLessThanOrEqual(maxWaitMs);
  });

  it("the slowest key decides", () => {
    expect(decide([10, 3_000, 0])).toEqual({ outcome: "go", waitMs: 3_000 });
    expect(decide([maxWaitMs + 1, 0, 0])).toEqual({ outcome: "refuse", retryAfterMs: 1 });
  });
});

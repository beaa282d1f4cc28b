import { describe, expect, it } from "vitest";
import { createSignInThrottle } from "./sign-in-throttle";

function setup() {
  let clock = 1_000_000;
  const throttle = createSignInThrottle({ freeAttempts: 3, lockAfter: 6, windowMs: 60_000, maxDelayMs: 4000, now: () => clock });
  return { throttle, advance: (ms: number) => (clock += ms) };
}

describe("sign-in throttle", () => {
  it("lets the first attempts through at once, then delays each failure more", () => {
    const { throttle } = setup();
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const decision = throttle.check("a@x.test");
      if (decision.allowed) delays.push(decision.delayMs);
      throttle.fail("a@x.test");
    }
    expect(delays).toEqual([0, 0, 0, 500, 1000, 2000]);
  });

  it("locks after a burst, until the window has passed", () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 6; i++) throttle.fail("a@x.test");
    const locked = throttle.check("a@x.test");
    expect(locked).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(throttle.check("b@x.test")).toEqual({ allowed: true, delayMs: 0 });
    advance(60_001);
    expect(throttle.check("a@x.test")).toEqual({ allowed: true, delayMs: 0 });
  });

  it("forgets failures after a successful sign-in", () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.fail("a@x.test");
    throttle.succeed("a@x.test");
    expect(throttle.check("a@x.test")).toEqual({ allowed: true, delayMs: 0 });
  });
});

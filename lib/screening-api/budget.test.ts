import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RateLimitedError, TimeoutError } from "./errors";
import { createLimiter } from "./limiter";
import { assessment } from "../../testing/screening-api/fixtures";
import { stubClient } from "../../testing/screening-api/stub-client";
import { sequence, startStub, type Stub } from "../../testing/screening-api/stub-server";

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(() => stub.stop());

const ok = { status: 200, json: { interview: assessment(1) } };
const slowDown = (seconds: number) => ({
  status: 429,
  json: { error: "Too Many Requests", message: "Slow down" },
  headers: { "retry-after": String(seconds) },
});

describe("the time budget of an interactive call", () => {
  it("does not wait for a retry that could only start after the budget: the caller hears of the 429 at once", async () => {
    stub.handle(sequence(slowDown(25), ok));
    const { api, delays } = stubClient(stub, { budgetMs: 20_000 });
    const error = await api.assessments.get("int_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(25);
    expect(delays).toEqual([]);
    expect(stub.requests).toHaveLength(1);
  });

  it("still retries within the budget", async () => {
    stub.handle(sequence(slowDown(2), ok));
    const { api, delays } = stubClient(stub, { budgetMs: 20_000 });
    await expect(api.assessments.get("int_1")).resolves.toMatchObject({ identifier: "int_1" });
    expect(delays).toEqual([2000]);
  });

  it("gives up waiting for a free slot at the budget with a TimeoutError, and sends nothing", async () => {
    stub.handle(sequence(ok));
    const limiter = createLimiter({ maxRps: 1000, maxConcurrency: 1 });
    const hold = await limiter.acquire();
    try {
      const { api } = stubClient(stub, { limiter, budgetMs: 200 });
      await expect(api.assessments.get("int_1")).rejects.toBeInstanceOf(TimeoutError);
      expect(stub.requests).toHaveLength(0);
    } finally {
      hold();
    }
  });

  it("has no bound where none is asked for (background work ends through its lease's signal)", async () => {
    stub.handle(sequence(slowDown(25), ok));
    const { api, delays } = stubClient(stub, { budgetMs: undefined });
    await expect(api.assessments.get("int_1")).resolves.toMatchObject({ identifier: "int_1" });
    expect(delays).toEqual([25_000]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLimiter, type Limiter } from "./limiter";
import { page } from "./testing/fixtures";
import { stubClient } from "./testing/stub-client";
import { sequence, startStub, type Stub } from "./testing/stub-server";

/** A clock that only moves when told; sleeps record when they would wake and return at once. */
function fakeTime() {
  let now = 0;
  const wakes: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => void wakes.push(now + ms),
    advance: (ms: number) => void (now += ms),
    wakes,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("createLimiter", () => {
  it("spaces request starts by 1/maxRps", async () => {
    const time = fakeTime();
    const limiter = createLimiter({ maxRps: 10, maxConcurrency: 100, now: time.now, sleep: time.sleep });
    await Promise.all(Array.from({ length: 5 }, () => limiter.acquire()));
    expect(time.wakes).toEqual([100, 200, 300, 400]);
  });

  it("lets a request through at once after an idle spell", async () => {
    const time = fakeTime();
    const limiter = createLimiter({ maxRps: 4, maxConcurrency: 100, now: time.now, sleep: time.sleep });
    await limiter.acquire();
    time.advance(1000);
    await limiter.acquire();
    expect(time.wakes).toEqual([]);
  });

  it("allows a configured burst, then the sustained rate", async () => {
    const time = fakeTime();
    const limiter = createLimiter({ maxRps: 10, maxConcurrency: 100, burst: 3, now: time.now, sleep: time.sleep });
    await Promise.all(Array.from({ length: 5 }, () => limiter.acquire()));
    expect(time.wakes).toEqual([100, 200]);
  });

  it("keeps at most maxConcurrency in flight and hands a freed slot to the next in line", async () => {
    const limiter = createLimiter({ maxRps: 1_000_000, maxConcurrency: 2, sleep: async () => {} });
    const started: number[] = [];
    const releases = new Map<number, () => void>();
    const run = (n: number) => limiter.acquire().then((release) => (started.push(n), releases.set(n, release)));
    [1, 2, 3, 4].forEach(run);
    await flush();
    expect(started).toEqual([1, 2]);
    releases.get(1)?.();
    releases.get(1)?.(); // releasing twice must not free a second slot
    await flush();
    expect(started).toEqual([1, 2, 3]);
    releases.get(2)?.();
    await flush();
    expect(started).toEqual([1, 2, 3, 4]);
  });
});

describe("the client under the limiter", () => {
  let stub: Stub;
  beforeEach(async () => {
    stub = await startStub();
  });
  afterEach(() => stub.stop());

  it("takes a token for every attempt, retries included, and gives every slot back", async () => {
    stub.handle(sequence({ status: 503, json: { error: "Unavailable", message: "busy" } }, { status: 503, json: { error: "Unavailable", message: "busy" } }, { status: 200, json: page(1, 10, 3) }));
    const inner = createLimiter({ maxRps: 1000, maxConcurrency: 1 });
    let inFlight = 0;
    const counting: Limiter = {
      acquire: vi.fn(async () => {
        const release = await inner.acquire();
        inFlight++;
        return () => (inFlight--, release());
      }),
    };
    const { api } = stubClient(stub, { limiter: counting });
    await api.assessments.list();
    expect(counting.acquire).toHaveBeenCalledTimes(3);
    expect(inFlight).toBe(0);
    // With one slot, a further call only starts if every earlier attempt released its slot.
    stub.handle(sequence({ status: 200, json: page(1, 10, 3) }));
    await expect(api.assessments.list()).resolves.toMatchObject({ pagination: { totalItems: 3 } });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLimiter, type Limiter } from "./limiter";
import { page } from "../../testing/screening-api/fixtures";
import { stubClient } from "../../testing/screening-api/stub-client";
import { sequence, startStub, type Stub } from "../../testing/screening-api/stub-server";

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
    stub.handle(
      sequence(
        { status: 503, json: { error: "Unavailable", message: "busy" } },
        { status: 503, json: { error: "Unavailable", message: "busy" } },
        { status: 200, json: page(1, 10, 3) },
      ),
    );
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

describe("lanes", () => {
  /** A clock that moves when someone sleeps, as real time would. */
  function movingTime() {
    let now = 0;
    return { now: () => now, sleep: async (ms: number) => void (now += ms) };
  }

  it("starts a waiting interactive request before background requests that queued earlier", async () => {
    const limiter = createLimiter({
      maxRps: 1_000_000,
      maxConcurrency: 1,
      backgroundConcurrency: 1,
      sleep: async () => {},
    });
    const order: string[] = [];
    const first = await limiter.acquire("background");
    const queued = [
      limiter.acquire("background").then((release) => (order.push("background"), release())),
      limiter.acquire("interactive").then((release) => (order.push("interactive"), release())),
    ];
    first();
    await Promise.all(queued);
    expect(order).toEqual(["interactive", "background"]);
  });

  it("keeps background requests to their share of the slots, leaving the rest to interactive ones", async () => {
    const limiter = createLimiter({
      maxRps: 1_000_000,
      maxConcurrency: 4,
      backgroundConcurrency: 1,
      sleep: async () => {},
    });
    const started: string[] = [];
    for (const lane of ["background", "background", "interactive", "interactive"] as const)
      void limiter.acquire(lane).then(() => started.push(lane));
    await flush();
    expect(started.sort()).toEqual(["background", "interactive", "interactive"]);
  });

  it("pauses background requests after a back-off, not interactive ones", async () => {
    const time = movingTime();
    const limiter = createLimiter({ maxRps: 1_000_000, maxConcurrency: 4, now: time.now, sleep: time.sleep });
    limiter.backOff?.(5000);
    (await limiter.acquire("interactive"))();
    expect(time.now()).toBe(0);
    (await limiter.acquire("background"))();
    expect(time.now()).toBeGreaterThanOrEqual(5000);
  });

  it("makes background requests step back when the service answers 429 to anyone", async () => {
    const stub = await startStub();
    try {
      const backOffs: number[] = [];
      const limiter: Limiter = { acquire: async () => () => {}, backOff: (ms) => void backOffs.push(ms) };
      stub.handle(
        sequence(
          { status: 429, headers: { "retry-after": "7" }, json: { error: "Too Many Requests", message: "slow down" } },
          { status: 200, json: page(1, 1, 1) },
        ),
      );
      await stubClient(stub, { limiter }).api.assessments.list();
      expect(backOffs).toEqual([7000]);
    } finally {
      await stub.stop();
    }
  });
});

describe("a bounded wait for a slot", () => {
  it("gives up its place when its signal aborts, and the slot goes to the next in line", async () => {
    const limiter = createLimiter({ maxRps: 1000, maxConcurrency: 1 });
    const first = await limiter.acquire();
    const impatient = new AbortController();
    const waiting = limiter.acquire("interactive", impatient.signal);
    const patient = limiter.acquire();
    impatient.abort(new Error("waited long enough"));
    await expect(waiting).rejects.toThrow("waited long enough");
    first();
    const release = await patient;
    release();
    // The abandoned place never took a slot: one more request starts at once.
    (await limiter.acquire())();
  });

  it("refuses at once when the signal has already aborted", async () => {
    const limiter = createLimiter({ maxRps: 1000, maxConcurrency: 1 });
    await expect(limiter.acquire("interactive", AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
  });
});

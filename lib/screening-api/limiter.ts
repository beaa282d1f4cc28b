import "server-only";

/** Gate for outgoing requests: resolves when a request may start, with the function that ends it. */
export interface Limiter {
  acquire(): Promise<() => void>;
}

export interface LimiterOptions {
  /** Requests started per second, sustained. */
  maxRps: number;
  /** Requests in flight at once. */
  maxConcurrency: number;
  /**
   * Requests that may start back to back after an idle spell. 1 (the default) spaces every start by
   * 1/maxRps, so no window of any length, however the service counts, sees more than maxRps per second.
   */
  burst?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A concurrency semaphore followed by a rate gate (GCRA, the token bucket as a single timestamp). The slot is
 * taken first so that requests released together by a freed slot cannot start in a burst.
 */
export function createLimiter({ maxRps, maxConcurrency, burst = 1, now = Date.now, sleep = realSleep }: LimiterOptions): Limiter {
  if (!(maxRps > 0) || !(maxConcurrency >= 1)) throw new RangeError("maxRps must be > 0 and maxConcurrency >= 1");
  const intervalMs = 1000 / maxRps;
  const toleranceMs = (Math.max(1, burst) - 1) * intervalMs;
  let theoreticalArrival = -Infinity;
  let active = 0;
  const waiting: Array<() => void> = [];

  const takeSlot = () =>
    active < maxConcurrency ? (active++, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));

  const releaseSlot = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  // Reserving synchronously keeps callers in arrival order without a queue of timers.
  const reserveStart = () => {
    const t = now();
    const start = Math.max(t, theoreticalArrival - toleranceMs);
    theoreticalArrival = Math.max(theoreticalArrival, start) + intervalMs;
    return start - t;
  };

  return {
    async acquire() {
      await takeSlot();
      const waitMs = reserveStart();
      if (waitMs > 0) await sleep(waitMs);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        releaseSlot();
      };
    },
  };
}

const sharedKey = Symbol.for("screening-dashboard.screening-api.limiter");

/**
 * The process-wide limiter. Kept on globalThis because Next.js may load this module once per bundle (route
 * handlers, server components, actions); separate copies would each allow the full rate. The first caller's
 * settings win: they come from lib/env.ts and do not change while the process runs.
 */
export function sharedLimiter(options: Pick<LimiterOptions, "maxRps" | "maxConcurrency">): Limiter {
  const store = globalThis as typeof globalThis & { [sharedKey]?: Limiter };
  store[sharedKey] ??= createLimiter(options);
  return store[sharedKey];
}

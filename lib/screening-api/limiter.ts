import "server-only";

/**
 * Who is asking. `interactive` (pages, actions, bulk jobs) always goes first; `background` (the sync engine)
 * takes what is left: it never jumps a waiting interactive request, keeps to a few slots, and pauses after the
 * service answers 429 to anyone.
 */
export type Lane = "interactive" | "background";

/** Gate for outgoing requests: resolves when a request may start, with the function that ends it. */
export interface Limiter {
  /**
   * Resolves when a request may start. With `signal`, a wait for a slot ends when it aborts (rejecting with its
   * reason, the place in the queue given up), so no caller waits here without a bound.
   */
  acquire(lane?: Lane, signal?: AbortSignal): Promise<() => void>;
  /** The service answered 429: background requests wait this long before starting again. */
  backOff?(ms: number): void;
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
  /** Background requests in flight at once; default a quarter of maxConcurrency, at least 1. */
  backgroundConcurrency?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A concurrency semaphore followed by a rate gate (GCRA, the token bucket as a single timestamp). The slot is
 * taken first so that requests released together by a freed slot cannot start in a burst.
 */
export function createLimiter({
  maxRps,
  maxConcurrency,
  burst = 1,
  backgroundConcurrency,
  now = Date.now,
  sleep = realSleep,
}: LimiterOptions): Limiter {
  if (!(maxRps > 0) || !(maxConcurrency >= 1)) throw new RangeError("maxRps must be > 0 and maxConcurrency >= 1");
  const intervalMs = 1000 / maxRps;
  const toleranceMs = (Math.max(1, burst) - 1) * intervalMs;
  const backgroundCap = Math.max(1, Math.min(maxConcurrency, backgroundConcurrency ?? Math.floor(maxConcurrency / 4)));
  let theoreticalArrival = -Infinity;
  let active = 0;
  let backgroundActive = 0;
  let backgroundPausedUntil = -Infinity;
  const waiting: Record<Lane, Array<() => void>> = { interactive: [], background: [] };

  const backgroundMayStart = () => backgroundActive < backgroundCap && now() >= backgroundPausedUntil;

  const takeSlot = (lane: Lane, signal: AbortSignal | undefined) => {
    signal?.throwIfAborted();
    const free =
      active < maxConcurrency && (lane === "interactive" ? true : !waiting.interactive.length && backgroundMayStart());
    if (free) {
      active++;
      if (lane === "background") backgroundActive++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const granted = () => {
        signal?.removeEventListener("abort", giveUp);
        resolve();
      };
      const giveUp = () => {
        const at = waiting[lane].indexOf(granted);
        if (at >= 0) waiting[lane].splice(at, 1);
        reject(signal!.reason);
      };
      waiting[lane].push(granted);
      signal?.addEventListener("abort", giveUp, { once: true });
    });
  };

  let wakeTimer: ReturnType<typeof setTimeout> | undefined;

  /** Hands free slots on: interactive requests first, background ones only within their share. */
  const handOn = () => {
    while (active < maxConcurrency) {
      const lane: Lane | undefined = waiting.interactive.length
        ? "interactive"
        : waiting.background.length && backgroundMayStart()
          ? "background"
          : undefined;
      if (!lane) break;
      active++;
      if (lane === "background") backgroundActive++;
      waiting[lane].shift()!();
    }
    // Background requests held back only by a pause would otherwise wait for an unrelated release.
    if (waiting.background.length && !wakeTimer && now() < backgroundPausedUntil) {
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        handOn();
      }, backgroundPausedUntil - now());
      wakeTimer.unref?.();
    }
  };

  // Reserving synchronously keeps callers in arrival order without a queue of timers.
  const reserveStart = () => {
    const t = now();
    const start = Math.max(t, theoreticalArrival - toleranceMs);
    theoreticalArrival = Math.max(theoreticalArrival, start) + intervalMs;
    return start - t;
  };

  return {
    async acquire(lane: Lane = "interactive", signal?: AbortSignal) {
      if (lane === "background") {
        while (now() < backgroundPausedUntil) await sleep(backgroundPausedUntil - now());
      }
      await takeSlot(lane, signal);
      const waitMs = reserveStart();
      if (waitMs > 0) await sleep(waitMs);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        active--;
        if (lane === "background") backgroundActive--;
        handOn();
      };
    },
    backOff(ms: number) {
      backgroundPausedUntil = Math.max(backgroundPausedUntil, now() + ms);
    },
  };
}

/** The same limiter, every request in the background lane: the sync engine's client is built with it. */
export function backgroundLane(limiter: Limiter): Limiter {
  return { acquire: (_lane, signal) => limiter.acquire("background", signal), backOff: (ms) => limiter.backOff?.(ms) };
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

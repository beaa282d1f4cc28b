import "server-only";

/** Calls in flight to one ATS from this instance; Harvest and Lever both document low per-key limits. */
const MAX_IN_FLIGHT = 4;

interface Gate {
  inFlight: number;
  waiting: (() => void)[];
  pausedUntil: number;
}
const gates = ((globalThis as { atsRateGates?: Map<string, Gate> }).atsRateGates ??= new Map());
const gate = (ats: string): Gate => {
  let g = gates.get(ats);
  if (!g) gates.set(ats, (g = { inFlight: 0, waiting: [], pausedUntil: 0 }));
  return g;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a slot and for any pause the ATS asked for, runs `call`, frees the slot. */
export async function throughGate<T>(ats: string, call: () => Promise<T>): Promise<T> {
  const g = gate(ats);
  while (g.inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => g.waiting.push(resolve));
  g.inFlight += 1;
  try {
    for (let wait = g.pausedUntil - Date.now(); wait > 0; wait = g.pausedUntil - Date.now()) await sleep(wait);
    return await call();
  } finally {
    g.inFlight -= 1;
    g.waiting.shift()?.();
  }
}

/** Holds every call to this ATS back until `until` (a 429's Retry-After, or an exhausted rate-limit window). */
export function pauseAts(ats: string, until: number) {
  const g = gate(ats);
  g.pausedUntil = Math.max(g.pausedUntil, until);
}

/**
 * Reads the rate-limit headers of an answer. Harvest: "X-RateLimit-Limit / X-RateLimit-Remaining … per 10 second
 * window" (developers.greenhouse.io/harvest.html#throttling); Workable spells them X-Rate-Limit-Limit/-Remaining/
 * -Reset, also per 10 seconds (workable.readme.io/reference/rate-limits). When none remain, wait out the window.
 */
export function noteRateLimitHeaders(ats: string, headers: Headers, windowMs: number) {
  const remaining = headers.get("x-ratelimit-remaining") ?? headers.get("x-rate-limit-remaining");
  if (remaining !== null && Number(remaining) <= 0) pauseAts(ats, Date.now() + windowMs);
}

/**
 * How long a 429 asks us to wait, in milliseconds: Retry-After (seconds or an HTTP date), else Harvest's
 * X-RateLimit-Reset ("the timestamp indicating when you can try again": epoch seconds or an HTTP date) or Workable's
 * X-Rate-Limit-Reset ("Timestamp of next interval"); or null.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const value = headers.get("retry-after");
  if (value) {
    const seconds = Number(value);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(value);
    if (Number.isFinite(at)) return Math.max(0, at - now);
  }
  const reset = headers.get("x-ratelimit-reset") ?? headers.get("x-rate-limit-reset");
  if (!reset) return null;
  const epoch = Number(reset);
  const at = Number.isFinite(epoch) ? epoch * 1000 : Date.parse(reset);
  return Number.isFinite(at) ? Math.min(60_000, Math.max(0, at - now)) : null;
}

import "server-only";

/**
 * Slows down password guessing per account: after a few failures each further attempt waits longer, and a
 * burst of failures locks the account out of password sign-in for the rest of the window. Kept per process:
 * a guesser spread over several instances is still slowed on each.
 */
export interface ThrottleOptions {
  freeAttempts: number;
  lockAfter: number;
  windowMs: number;
  maxDelayMs: number;
  now?: () => number;
}

export type ThrottleDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterMs: number };

export function createSignInThrottle({ freeAttempts, lockAfter, windowMs, maxDelayMs, now = Date.now }: ThrottleOptions) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    /** Whether an attempt may proceed now, and how long to hold it first. */
    check(key: string): ThrottleDecision {
      const list = recent(key);
      if (list.length >= lockAfter) return { allowed: false, retryAfterMs: (list[0] ?? now()) + windowMs - now() };
      const excess = list.length - freeAttempts;
      return { allowed: true, delayMs: excess < 0 ? 0 : Math.min(maxDelayMs, 500 * 2 ** excess) };
    },
    fail(key: string) {
      failures.set(key, [...recent(key), now()]);
    },
    succeed(key: string) {
      failures.delete(key);
    },
  };
}

const globalThrottle = globalThis as { signInThrottle?: ReturnType<typeof createSignInThrottle> };

export const signInThrottle = (globalThrottle.signInThrottle ??= createSignInThrottle({
  freeAttempts: 3,
  lockAfter: 10,
  windowMs: 15 * 60 * 1000,
  maxDelayMs: 8000,
}));

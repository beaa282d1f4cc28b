/**
 * The sign-in throttle's rules, pure so a unit test reads them. Every attempt is counted under three keys before its
 * password is checked: the account, the client address and everyone (a budget that slows password spraying). Past
 * a key's free attempts each further one takes a slot later than the one before (doubling, capped), so parallel
 * guesses queue instead of running at once; an attempt whose slot is further off than `maxWaitMs` is refused at
 * once with the time to come back. Nobody is locked out for a window: the owner of an attacked account waits at most
 * `maxWaitMs`, and a success clears the account's count.
 */
export interface KeyPolicy {
  /** Attempts in a window that take no slot. */
  free: number;
  /** The first step past them; each further attempt doubles it up to `capMs`. */
  baseMs: number;
  capMs: number;
  /** A key idle this long starts counting again. */
  windowMs: number;
}

export const policies = {
  account: { free: 5, baseMs: 500, capMs: 8_000, windowMs: 15 * 60_000 },
  address: { free: 10, baseMs: 250, capMs: 8_000, windowMs: 15 * 60_000 },
  // Past 300 unanswered attempts a minute, everyone's are spaced 100 ms apart: spraying runs at 10 a second at most.
  global: { free: 300, baseMs: 100, capMs: 100, windowMs: 60_000 },
} satisfies Record<string, KeyPolicy>;

export type ThrottleScope = keyof typeof policies;

/** An attempt further off than this is refused rather than held. */
export const maxWaitMs = 15_000;

/** How much later than the one before the `attempt`-th attempt of a window may be checked. */
export function stepMs(policy: KeyPolicy, attempt: number): number {
  if (attempt <= policy.free) return 0;
  return Math.min(policy.capMs, policy.baseMs * 2 ** (attempt - policy.free - 1));
}

export type ThrottleDecision = { outcome: "go"; waitMs: number } | { outcome: "refuse"; retryAfterMs: number };

/** From each key's slot (ms from now), whether to check the password after waiting, or refuse. */
export function decide(slotsMs: number[]): ThrottleDecision {
  const wait = Math.max(0, ...slotsMs);
  return wait > maxWaitMs ? { outcome: "refuse", retryAfterMs: wait - maxWaitMs } : { outcome: "go", waitMs: wait };
}

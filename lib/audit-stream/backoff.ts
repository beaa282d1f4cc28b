const MAX_DELAY_MS = 30 * 60_000;

/**
 * When a destination is tried again after its `failures`-th failure in a row: what the receiver asked for
 * (Retry-After), else 5 s doubling to 30 minutes, ±20 %. Never gives up: the stream cannot skip an entry, so a
 * destination waits (its lag shown to admins) until its receiver is back. Pure.
 */
export function nextStreamAttempt(
  failures: number,
  now: Date,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): Date {
  const backoff = Math.min(MAX_DELAY_MS, 5_000 * 2 ** Math.min(20, Math.max(0, failures - 1))) * (0.8 + random() * 0.4);
  return new Date(now.getTime() + Math.max(backoff, retryAfterMs ?? 0));
}

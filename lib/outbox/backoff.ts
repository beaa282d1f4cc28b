/** A message is given up (status failed, visible to admins with its last error) after this many attempts. */
export const MAX_OUTBOX_ATTEMPTS = 12;
const MAX_DELAY_MS = 30 * 60_000;

/**
 * When to try again after the `attempts`-th failure: what the receiver asked for (Retry-After), else 5 s doubling
 * to 30 minutes, ±20 % so messages that failed together spread out; null to give up. Pure.
 */
export function nextOutboxAttempt(
  attempts: number,
  now: Date,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): Date | null {
  if (attempts >= MAX_OUTBOX_ATTEMPTS) return null;
  const backoff = Math.min(MAX_DELAY_MS, 5_000 * 2 ** Math.max(0, attempts - 1)) * (0.8 + random() * 0.4);
  return new Date(now.getTime() + Math.max(backoff, retryAfterMs ?? 0));
}

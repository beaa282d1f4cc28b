/** A delivery is given up after this many attempts (about 17 minutes of retrying). */
export const MAX_DELIVERY_ATTEMPTS = 10;

const MAX_DELAY_MS = 10 * 60_000;

/** Exponential backoff after the `attempts`-th failed attempt: 2 s, 4 s, 8 s … capped at 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, 2 ** Math.max(1, attempts) * 1000);
}

/** What to record after a failed attempt: when to try again, or null to give up. */
export function nextAttemptAfterFailure(attempts: number, now: Date): Date | null {
  return attempts >= MAX_DELIVERY_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts));
}

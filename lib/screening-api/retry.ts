import "server-only";
import type { ScreeningApiError } from "./api-error";
import { ConflictError, RateLimitedError, ServerError } from "./http-errors";
import { NetworkError, TimeoutError } from "./transport-errors";

/** Exponential backoff bounds in milliseconds. */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

export const defaultBackoff: Backoff = { baseMs: 250, capMs: 5_000 };
/** A problem still being generated takes seconds to minutes, so hammering it sooner only burns the rate. */
export const problemCreatingBackoff: Backoff = { baseMs: 2_000, capMs: 10_000 };
/**
 * Longest wait a call sits through before retrying. A longer Retry-After is better surfaced to the user (the
 * error carries it) than held inside a page render or a server action.
 */
export const maxRetryWaitMs = 30_000;

/**
 * Delay before attempt `attempt + 1`: "equal jitter", half fixed and half random, so concurrent callers spread
 * out yet never retry immediately.
 */
export function backoffDelay(attempt: number, random: () => number, backoff: Backoff = defaultBackoff): number {
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Never sooner than Retry-After; undefined (give up) when it asks for longer than `maxRetryWaitMs`. */
function honouring(retryAfterSeconds: number | undefined, fallbackMs: number): number | undefined {
  if (retryAfterSeconds === undefined) return fallbackMs;
  const askedMs = retryAfterSeconds * 1000;
  return askedMs > maxRetryWaitMs ? undefined : Math.max(askedMs, fallbackMs);
}

/**
 * Decides, after a failed attempt, how long to wait before the next one, or undefined to stop. The request core
 * also stops at its maximum number of attempts.
 */
export type RetryPolicy = (error: ScreeningApiError, attempt: number, random: () => number) => number | undefined;

/** Non-idempotent writes: one attempt. */
export const retryNever: RetryPolicy = () => undefined;

/** GETs and IP telemetry (a repost is a no-op): network errors, timeouts, 429 and 5xx. */
export const retryIdempotent: RetryPolicy = (error, attempt, random) => {
  const fallback = backoffDelay(attempt, random);
  if (error instanceof RateLimitedError || error instanceof ServerError)
    return honouring(error.retryAfterSeconds, fallback);
  if (error instanceof NetworkError || error instanceof TimeoutError) return fallback;
  return undefined;
};

/**
 * Issue screen: only answers that prove nothing was created are retried, 429 and 409 PROBLEM_CREATING. A
 * network error or 5xx may have issued the screen (and emailed the candidate), so it is not retried blindly.
 */
export const retryIssue: RetryPolicy = (error, attempt, random) => {
  if (error instanceof RateLimitedError) return honouring(error.retryAfterSeconds, backoffDelay(attempt, random));
  if (error instanceof ConflictError && error.conflict.errorCode === "PROBLEM_CREATING") {
    return backoffDelay(attempt, random, problemCreatingBackoff);
  }
  return undefined;
};

import "server-only";

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const buckets = new Map<string, Bucket>();

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Token bucket per API key, in process: `perSecond` requests a second with a burst of one second's worth
 * (at least one request).
 * Several app instances each allow the full rate; the sandbox accepts that to stay free of shared state.
 */
export function takeToken(key: string, perSecond: number, now = Date.now()): RateDecision {
  const capacity = Math.max(1, perSecond);
  const bucket = buckets.get(key) ?? { tokens: capacity, updatedAt: now };
  bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.updatedAt) / 1000) * perSecond);
  bucket.updatedAt = now;
  buckets.set(key, bucket);
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return { ok: true };
  }
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)) };
}

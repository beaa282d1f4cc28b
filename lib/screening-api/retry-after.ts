import "server-only";

/**
 * Retry-After as whole seconds from `now`: the header is either delay-seconds or an HTTP date (RFC 9110 10.2.3).
 * Undefined when absent or unreadable, so the caller falls back to its own backoff.
 */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value));
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

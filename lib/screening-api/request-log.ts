import "server-only";
import type { ApiErrorKind } from "./api-error";

/** One call to the screening API as the admin's Settings page shows it. Never holds the API key or a body. */
export interface RequestLogEntry {
  /** ISO time the call started. */
  at: string;
  method: string;
  /** Path and query as sent, with the key and secret-looking query values redacted. */
  path: string;
  /** Final HTTP status; undefined when no response arrived. */
  status: number | undefined;
  /** Why the call failed; undefined on success. */
  error: ApiErrorKind | undefined;
  /** For an answer the dashboard could not use: the field that did not fit, and how (`path: problem`). */
  detail?: string;
  /** From the first attempt to the final answer, retry waits included. */
  durationMs: number;
  attempts: number;
}

export interface RequestLog {
  record(entry: RequestLogEntry): void;
  /** Newest first. */
  entries(): RequestLogEntry[];
  /** Attempts recorded since the process started (retries included): what the service was asked in all. */
  attempts(): number;
}

export const requestLogCapacity = 500;

/** A ring buffer of the last `capacity` calls, in memory: cheap enough to record every call of a bulk run. */
export function createRequestLog(capacity = requestLogCapacity): RequestLog {
  const ring: RequestLogEntry[] = [];
  let next = 0;
  let attempts = 0;
  return {
    record(entry) {
      ring[next] = entry;
      next = (next + 1) % capacity;
      attempts += entry.attempts;
    },
    attempts: () => attempts,
    entries() {
      const oldestFirst = ring.length < capacity ? ring : [...ring.slice(next), ...ring.slice(0, next)];
      return oldestFirst.map((entry) => ({ ...entry })).reverse();
    },
  };
}

const secretParam = /key|token|secret|signature|password/i;

/** The path as it may be shown: the API key, should it ever appear in a URL, and secret-named query values masked. */
export function redactPath(path: string, apiKey: string): string {
  const [pathname = "", query] = path.split("?", 2);
  const masked = apiKey ? pathname.split(apiKey).join("[redacted]") : pathname;
  if (query === undefined) return masked;
  const params = new URLSearchParams(query);
  for (const [name, value] of [...params]) {
    if (secretParam.test(name) || (apiKey && value.includes(apiKey))) params.set(name, "[redacted]");
  }
  return `${masked}?${params.toString()}`;
}

const sharedKey = Symbol.for("screening-dashboard.screening-api.request-log");

/** The process-wide log the default client records into (on globalThis for the same reason as the limiter). */
export function sharedRequestLog(): RequestLog {
  const store = globalThis as typeof globalThis & { [sharedKey]?: RequestLog };
  store[sharedKey] ??= createRequestLog();
  return store[sharedKey];
}

/** For the admin's Settings page: the last calls made by this server process, newest first. */
export function readRequestLog(): RequestLogEntry[] {
  return sharedRequestLog().entries();
}

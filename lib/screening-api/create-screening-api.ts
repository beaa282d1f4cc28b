import "server-only";
import { createAssessmentsApi } from "./assessments";
import { createCandidatesApi } from "./candidates";
import { createRequester } from "./client";
import { createLimiter, realSleep, type Lane, type Limiter } from "./limiter";
import { createProblemsApi } from "./problems";
import type { RequestLog } from "./request-log";
import { createResultsApi } from "./results";

/** How to reach the service and how hard to push it. */
export interface ScreeningApiConfig {
  /** The service's origin (in sandbox mode, the app's own). */
  baseUrl: string;
  /** Sent as x-api-key on every request; never logged. */
  apiKey: string;
  /** Request starts per second, retries included. */
  maxRps: number;
  /** Requests in flight at once. */
  maxConcurrency: number;
  /** Use this limiter instead of one built from maxRps/maxConcurrency (the default client shares one per process). */
  limiter?: Limiter;
  /** Per attempt: until the headers, and for JSON until the whole body. Default 20 s. */
  timeoutMs?: number;
  /** Attempts per call for retryable failures, first one included. Default 3. */
  maxAttempts?: number;
  fetch?: typeof fetch;
  /** Waits between retries; tests inject one that records the delays. */
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1). */
  random?: () => number;
  /** Clock for Retry-After dates and the request log. */
  now?: () => number;
  /** Where each call is recorded; none when omitted. */
  log?: RequestLog;
  /** The limiter lane `limiter` puts requests in, for the metrics (default interactive). */
  lane?: Lane;
  /**
   * Longest a call waits for the limiter and between retries, from its start (default 20 s for the interactive
   * lane: a page or an action says what happened rather than waiting on; none for the background lane).
   */
  budgetMs?: number;
}

/** How long a page's, an action's or a bulk row's call may spend waiting before it reports instead. */
export const interactiveBudgetMs = 20_000;

/**
 * A typed client of the screening service's public API (spec part 4), one group of functions per resource.
 * Every request body is checked against its contract schema before sending and every response parsed with its
 * schema; failures are ScreeningApiError subclasses.
 */
export function createScreeningApi(config: ScreeningApiConfig) {
  const request = createRequester({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    limiter: config.limiter ?? createLimiter({ maxRps: config.maxRps, maxConcurrency: config.maxConcurrency }),
    timeoutMs: config.timeoutMs ?? 20_000,
    maxAttempts: config.maxAttempts ?? 3,
    // Looked up per call rather than captured, so Next's instrumented fetch is the one used.
    fetch: config.fetch ?? ((input, init) => fetch(input, init)),
    sleep: config.sleep ?? realSleep,
    random: config.random ?? Math.random,
    now: config.now ?? Date.now,
    log: config.log,
    lane: config.lane ?? "interactive",
    budgetMs: "budgetMs" in config ? config.budgetMs : config.lane === "background" ? undefined : interactiveBudgetMs,
  });
  return {
    candidates: createCandidatesApi(request),
    problems: createProblemsApi(request),
    assessments: createAssessmentsApi(request),
    results: createResultsApi(request),
  };
}

export type ScreeningApi = ReturnType<typeof createScreeningApi>;

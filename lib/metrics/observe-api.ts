import "server-only";
import { ScreeningApiError } from "@/lib/screening-api/api-error";
import { RateLimitedError } from "@/lib/screening-api/http-errors";
import type { Lane } from "@/lib/screening-api/limiter";
import { getMetrics } from "./definitions";

/** The status label of one attempt: the HTTP status, or why none came. */
export function attemptStatus(outcome: { status: number } | { error: unknown }): string {
  if ("status" in outcome) return String(outcome.status);
  const { error } = outcome;
  if (error instanceof ScreeningApiError) return error.status !== undefined ? String(error.status) : error.kind;
  return "aborted";
}

/** Counts one HTTP attempt to the screening service and its latency. */
export function observeApiAttempt(operation: string, status: string, seconds: number, error?: unknown): void {
  const { screeningApi } = getMetrics();
  screeningApi.requests.inc({ operation, status });
  screeningApi.duration.observe({ operation, status }, seconds);
  if (error instanceof RateLimitedError) screeningApi.rateLimited.inc({ operation });
}

export function observeLimiterWait(lane: Lane, seconds: number): void {
  getMetrics().screeningApi.limiterWait.observe({ lane }, seconds);
}

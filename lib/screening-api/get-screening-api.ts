import "server-only";
import { env, sandboxEnabled, screeningApi } from "@/lib/env";
import { createScreeningApi, type ScreeningApi } from "./create-screening-api";
import { sharedLimiter } from "./limiter";
import { sharedRequestLog } from "./request-log";
import { ConfigurationError } from "./transport-errors";

let instance: ScreeningApi | undefined;

/**
 * The app's client, configured from lib/env.ts, created on first use. All copies share the process-wide
 * limiter and request log. Without an API key outside sandbox mode it throws ConfigurationError here, at call
 * time, so the app still builds and starts and the Settings page can say what is missing.
 */
export function getScreeningApi(): ScreeningApi {
  if (instance) return instance;
  const apiKey = screeningApi.key;
  if (!apiKey) {
    throw new ConfigurationError(
      sandboxEnabled
        ? "No screening API key: SANDBOX_API_KEYS names no organization."
        : "No screening API key: set SCREENING_API_KEY to your organization's key for the service at SCREENING_API_BASE_URL.",
    );
  }
  const limits = { maxRps: env.SCREENING_API_MAX_RPS, maxConcurrency: env.SCREENING_API_MAX_CONCURRENCY };
  instance = createScreeningApi({ baseUrl: screeningApi.baseUrl, apiKey, ...limits, limiter: sharedLimiter(limits), log: sharedRequestLog() });
  return instance;
}

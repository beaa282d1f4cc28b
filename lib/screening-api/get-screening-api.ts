import "server-only";
import { env, sandboxEnabled, screeningApi } from "@/lib/env";
import { createScreeningApi, type ScreeningApi, type ScreeningApiConfig } from "./create-screening-api";
import { backgroundLane, sharedLimiter } from "./limiter";
import { sharedRequestLog, type RequestLog } from "./request-log";
import { ConfigurationError } from "./transport-errors";

let instance: ScreeningApi | undefined;

/**
 * How the app reaches the service, from lib/env.ts. Without an API key outside sandbox mode it throws
 * ConfigurationError here, at call time, so the app still builds and starts and the Settings page can say
 * what is missing.
 */
function appClientConfig(): ScreeningApiConfig {
  const apiKey = screeningApi.key;
  if (!apiKey) {
    throw new ConfigurationError(
      sandboxEnabled
        ? "No screening API key: SANDBOX_API_KEYS names no organization."
        : "No screening API key: set SCREENING_API_KEY to your organization's key for the service at SCREENING_API_BASE_URL.",
    );
  }
  // The rate and concurrency are the instance's: its server processes (WEB_CONCURRENCY) each keep to their part.
  const processes = env.SERVER_PROCESSES;
  const limits = {
    maxRps: env.SCREENING_API_MAX_RPS / processes,
    maxConcurrency: Math.ceil(env.SCREENING_API_MAX_CONCURRENCY / processes),
  };
  return { baseUrl: screeningApi.baseUrl, apiKey, ...limits, limiter: sharedLimiter(limits), log: sharedRequestLog() };
}

/** The app's client, created on first use. All copies share the process-wide limiter and request log. */
export function getScreeningApi(): ScreeningApi {
  instance ??= createScreeningApi(appClientConfig());
  return instance;
}

/**
 * A client for background work (the sync engine): the same limiter in its background lane, so it only spends
 * what users and bulk jobs leave, and `log` in place of the shared request log (it should pass entries on).
 */
export function createBackgroundScreeningApi(log: RequestLog): ScreeningApi {
  const config = appClientConfig();
  return createScreeningApi({ ...config, limiter: backgroundLane(config.limiter!), log, lane: "background" });
}

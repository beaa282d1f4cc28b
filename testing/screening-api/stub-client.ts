import "server-only";
import { createScreeningApi, type ScreeningApiConfig } from "../../lib/screening-api/create-screening-api";
import { createRequestLog } from "../../lib/screening-api/request-log";
import type { Stub } from "./stub-server";

export const stubApiKey = "test_key_4f9a2c";

/**
 * A client of the stub with test-friendly defaults: a sleep that records each retry delay and returns at
 * once (so no test waits on the wall clock), jitter fixed at 0.5, a generous rate and its own request log.
 */
export function stubClient(stub: Stub, overrides: Partial<ScreeningApiConfig> = {}) {
  const delays: number[] = [];
  const log = createRequestLog();
  const api = createScreeningApi({
    baseUrl: stub.baseUrl,
    apiKey: stubApiKey,
    maxRps: 10_000,
    maxConcurrency: 32,
    sleep: async (ms) => void delays.push(ms),
    random: () => 0.5,
    log,
    ...overrides,
  });
  return { api, delays, log };
}

import { afterEach, describe, expect, it, vi } from "vitest";

const settings = vi.hoisted(() => ({
  env: { SCREENING_API_MAX_RPS: 40, SCREENING_API_MAX_CONCURRENCY: 8, SERVER_PROCESSES: 1 },
  sandboxEnabled: false,
  screeningApi: { baseUrl: "https://screening.example.com", key: undefined as string | undefined },
}));
vi.mock("@/lib/env", () => settings);

afterEach(() => {
  vi.resetModules();
  settings.screeningApi.key = undefined;
});

describe("getScreeningApi", () => {
  it("imports without a key and throws a ConfigurationError naming SCREENING_API_KEY when called", async () => {
    const { getScreeningApi } = await import("./get-screening-api");
    const { ConfigurationError } = await import("./errors");
    expect(getScreeningApi).toThrow(ConfigurationError);
    expect(getScreeningApi).toThrow(/SCREENING_API_KEY/);
  });

  it("builds one client from the settings and returns it on every call", async () => {
    settings.screeningApi.key = "live_key";
    const { getScreeningApi } = await import("./get-screening-api");
    const api = getScreeningApi();
    expect(Object.keys(api).sort()).toEqual(["assessments", "candidates", "problems", "results"]);
    expect(getScreeningApi()).toBe(api);
  });
});

describe("process-wide singletons", () => {
  it("share one limiter and one request log across separately loaded copies of the module", async () => {
    const first = await import("./limiter");
    const firstLog = await import("./request-log");
    vi.resetModules();
    const second = await import("./limiter");
    const secondLog = await import("./request-log");
    expect(second.sharedLimiter).not.toBe(first.sharedLimiter);
    expect(second.sharedLimiter({ maxRps: 1, maxConcurrency: 1 })).toBe(
      first.sharedLimiter({ maxRps: 1, maxConcurrency: 1 }),
    );
    expect(secondLog.sharedRequestLog()).toBe(firstLog.sharedRequestLog());
  });
});

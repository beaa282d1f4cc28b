import { describe, expect, it } from "vitest";
import { exposureWarning, listenHost, unsafeConfiguration } from "./exposure";

describe("how npm start exposes the app", () => {
  it("listens on loopback in sandbox mode unless HOST says otherwise; on every interface for the real service", () => {
    expect(listenHost({})).toBe("127.0.0.1");
    expect(listenHost({ SANDBOX: "on" })).toBe("127.0.0.1");
    expect(listenHost({ HOST: "0.0.0.0" })).toBe("0.0.0.0");
    expect(listenHost({ SCREENING_API_BASE_URL: "https://api.example", SCREENING_API_KEY: "k" })).toBeUndefined();
  });

  it("warns when the sandbox's demo accounts are reachable from the network", () => {
    expect(exposureWarning({})).toBeNull();
    expect(exposureWarning({ HOST: "localhost" })).toBeNull();
    expect(exposureWarning({ HOST: "0.0.0.0" })).toMatch(/reachable by anyone on the network/);
    expect(exposureWarning({ SCREENING_API_BASE_URL: "https://api.example" })).toBeNull();
  });

  it("refuses the sandbox beside a real base URL or key, and nothing else", () => {
    expect(unsafeConfiguration({ SANDBOX: "on", SCREENING_API_BASE_URL: "https://api.example" })).toMatch(
      /would read the real service/,
    );
    expect(unsafeConfiguration({ SANDBOX: "on", SCREENING_API_KEY: "live_123" })).toMatch(/would act with it/);
    expect(
      unsafeConfiguration({
        SANDBOX: "on",
        SCREENING_API_BASE_URL: "http://127.0.0.1:4010",
        SCREENING_API_KEY: "sbx_acme_demo",
      }),
    ).toBeNull();
    expect(
      unsafeConfiguration({ SCREENING_API_BASE_URL: "https://api.example", SCREENING_API_KEY: "live_123" }),
    ).toBeNull();
    expect(unsafeConfiguration({})).toBeNull();
  });
});

import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/env", () => ({
  env: { ATS_CALLBACK_HOSTS: "127.0.0.1,proxy.internal:8443" },
  sandboxEnabled: false,
  ownOrigin: "http://127.0.0.1:3000",
}));
const { atsBaseUrlRefusal } = await import("./base-url");

describe("atsBaseUrlRefusal", () => {
  it("allows https on the ATS's own domains", () => {
    expect(atsBaseUrlRefusal("greenhouse", "https://harvest.greenhouse.io")).toBeNull();
    expect(atsBaseUrlRefusal("lever", "https://api.lever.co")).toBeNull();
    expect(atsBaseUrlRefusal("ashby", "https://api.ashbyhq.com")).toBeNull();
  });

  it.each([
    ["http on the ATS's domain", "greenhouse", "http://harvest.greenhouse.io"],
    ["another ATS's domain", "lever", "https://harvest.greenhouse.io"],
    ["a look-alike domain", "greenhouse", "https://greenhouse.io.evil.test"],
    ["a suffix without the dot", "greenhouse", "https://evilgreenhouse.io"],
    ["credentials in the URL", "greenhouse", "https://u:p@harvest.greenhouse.io"],
    ["an unlisted port of a listed host", "ashby", "https://proxy.internal:9000"],
    ["a private address", "ashby", "http://10.0.0.1"],
  ] as const)("refuses %s", (_, ats, url) => {
    expect(atsBaseUrlRefusal(ats, url)).not.toBeNull();
  });

  it("allows the hosts of ATS_CALLBACK_HOSTS, http included, at their port or any port when none is listed", () => {
    expect(atsBaseUrlRefusal("greenhouse", "http://127.0.0.1:4567")).toBeNull();
    expect(atsBaseUrlRefusal("lever", "https://proxy.internal:8443/lever")).toBeNull();
  });
});

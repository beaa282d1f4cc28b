import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/env", () => ({
  env: { ATS_CALLBACK_HOSTS: "" },
  sandboxEnabled: false,
  ownOrigin: "http://127.0.0.1:3000",
}));
const { atsBaseUrlRefusal } = await import("../base-url");
const { workableInfo } = await import("./info");

describe("Workable's base URL", () => {
  it("is the account's own https origin on workable.com", () => {
    expect(atsBaseUrlRefusal("workable", "https://acme.workable.com")).toBeNull();
    expect(atsBaseUrlRefusal("workable", "http://acme.workable.com")).not.toBeNull();
    expect(atsBaseUrlRefusal("workable", "https://acme.workable.com.evil.test")).not.toBeNull();
  });

  it("is offered as a placeholder the admin must fill in: as it stands it is refused", () => {
    expect(workableInfo.defaultBaseUrl).toBe("https://<subdomain>.workable.com");
    expect(atsBaseUrlRefusal("workable", workableInfo.defaultBaseUrl)).toBe("not a URL");
  });
});

import { describe, expect, it } from "vitest";
import { crossOriginRefusal } from "./same-origin";

const write = { method: "POST", pathname: "/api/candidates/cand_1/scout", host: "dashboard.example:3000" };

describe("crossOriginRefusal", () => {
  it("lets the app's own origin and requests without Origin through", () => {
    expect(crossOriginRefusal({ ...write, origin: "http://dashboard.example:3000" })).toBeNull();
    expect(crossOriginRefusal({ ...write, origin: "https://DASHBOARD.example:3000" })).toBeNull();
    expect(crossOriginRefusal({ ...write, origin: null })).toBeNull();
  });

  it("refuses another site, another port of the same host, a null origin and a malformed one", () => {
    for (const origin of [
      "https://evil.example",
      "http://dashboard.example:3001",
      "http://dashboard.example",
      "null",
      "not a url",
    ]) {
      expect(crossOriginRefusal({ ...write, origin }), origin).toMatch(/refused/);
    }
  });

  it("leaves reads, and the paths a key or a signature authenticates, alone", () => {
    expect(crossOriginRefusal({ ...write, method: "GET", origin: "https://evil.example" })).toBeNull();
    for (const pathname of ["/api/public/candidates", "/api/sandbox/faults", "/api/webhooks/screening"]) {
      expect(crossOriginRefusal({ ...write, pathname, origin: "null" }), pathname).toBeNull();
    }
    expect(crossOriginRefusal({ ...write, pathname: "/settings/sync", origin: "null" })).toMatch(/refused/);
  });
});

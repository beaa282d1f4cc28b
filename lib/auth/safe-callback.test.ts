import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./safe-callback";

describe("safeCallbackPath", () => {
  it("keeps this app's paths with their query", () => {
    expect(safeCallbackPath("/results/int_1?tab=flags")).toBe("/results/int_1?tab=flags");
    expect(safeCallbackPath("/problems/prob_1/cohort?sort=score#chart")).toBe(
      "/problems/prob_1/cohort?sort=score#chart",
    );
  });

  it("sends every way out to another host back to the overview", () => {
    for (const value of [
      "//evil.example/x",
      "/\\evil.example/x",
      "/%5Cevil.example",
      "/%09/evil.example/x",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
      undefined,
      ["/"],
      "/%2F/evil.example",
      "/.//evil.example",
      "/%2e//evil.example",
      "/%2E//evil.example/x",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "/a/%2e%2e//evil.example?x=1",
      "/./\\evil.example",
      "/.\t//evil.example",
      "/.\n//evil.example",
    ]) {
      const target = safeCallbackPath(value);
      expect(new URL(target, "http://app.test").host, String(value)).toBe("app.test");
    }
    expect(safeCallbackPath("/\\evil.example")).toBe("/");
    expect(safeCallbackPath("/%09/evil.example")).toBe("/");
    for (const value of ["/.//evil.example", "/%2e//evil.example", "/..//evil.example", "/a/..//evil.example"])
      expect(safeCallbackPath(value), value).toBe("/");
  });

  it("still keeps a path whose dot segments resolve inside the app", () => {
    expect(safeCallbackPath("/candidates/./cand_1")).toBe("/candidates/cand_1");
    expect(safeCallbackPath("/a/../results")).toBe("/results");
  });
});

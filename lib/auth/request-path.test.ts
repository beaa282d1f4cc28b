import { describe, expect, it } from "vitest";
import { signInPathFor } from "./request-path";

describe("signInPathFor", () => {
  it("comes back to the page asked for, its query included", () => {
    expect(signInPathFor("/results/abc?tab=integrity")).toBe("/sign-in?callbackUrl=%2Fresults%2Fabc%3Ftab%3Dintegrity");
  });

  it("signs in plainly for the overview or an unknown path", () => {
    expect(signInPathFor("/")).toBe("/sign-in");
    expect(signInPathFor(null)).toBe("/sign-in");
  });
});

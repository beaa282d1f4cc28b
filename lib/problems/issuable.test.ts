import { describe, expect, it } from "vitest";
import { whyNotIssuable } from "./issuable";

describe("whyNotIssuable", () => {
  it("refuses an archived problem everywhere", () => {
    expect(whyNotIssuable("Archived")).toMatch(/archived/);
    expect(whyNotIssuable("Archived", { waitsForReady: true })).toMatch(/archived/);
  });

  it("refuses a Creating problem only where nothing waits for it to be Ready", () => {
    expect(whyNotIssuable("Creating")).toMatch(/once Ready/);
    expect(whyNotIssuable("Creating", { waitsForReady: true })).toBeNull();
  });

  it("offers Ready problems and those whose status the registry does not know", () => {
    expect(whyNotIssuable("Ready")).toBeNull();
    expect(whyNotIssuable(null)).toBeNull();
  });
});

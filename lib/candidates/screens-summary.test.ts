import { describe, expect, it } from "vitest";
import { screensSummary } from "./screens-summary";

describe("screensSummary", () => {
  it("says so when there are no screens", () => {
    expect(screensSummary([])).toBe("No screens yet");
  });

  it("counts each status, most common first", () => {
    expect(screensSummary(["Completed", "Not Started", "Completed", "Completed"])).toBe("3 completed · 1 not started");
  });

  it("keeps a status the spec does not name", () => {
    expect(screensSummary(["Paused by proctor"])).toBe("1 paused by proctor");
  });
});

import { describe, expect, it } from "vitest";
import { listHref } from "./list-href";

describe("listHref", () => {
  const state = { q: "ada", sort: "name", dir: "asc", after: "abc", size: 200 };

  it("keeps filters and drops the cursor when the sort changes", () => {
    expect(listHref("/candidates", state, { sort: "email" })).toBe("/candidates?q=ada&sort=email&dir=asc&size=200");
  });

  it("moves the cursor without touching the rest", () => {
    expect(listHref("/candidates", state, { after: undefined, before: "xyz" })).toBe(
      "/candidates?q=ada&sort=name&dir=asc&size=200&before=xyz",
    );
  });

  it("leaves out empty values and writes dates as ISO", () => {
    expect(listHref("/assessments", { q: "", since: new Date("2026-11-20T00:00:00Z") }, {})).toBe(
      "/assessments?since=2026-11-20T00%3A00%3A00.000Z",
    );
  });
});

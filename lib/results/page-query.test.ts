import { describe, expect, it } from "vitest";
import { parsePageQuery } from "./page-query";

describe("parsePageQuery", () => {
  it("uses the API's defaults when the address has neither", () => {
    expect(parsePageQuery({})).toEqual({ page: 1, pageSize: 100, notes: [] });
    expect(parsePageQuery({ page: "", pageSize: " " })).toEqual({ page: 1, pageSize: 100, notes: [] });
  });

  it("accepts any page from 1 and any page size from 1 to 1000", () => {
    expect(parsePageQuery({ page: "7", pageSize: "1000" })).toEqual({ page: 7, pageSize: 1000, notes: [] });
    expect(parsePageQuery({ page: ["3", "9"], pageSize: "1" })).toEqual({ page: 3, pageSize: 1, notes: [] });
  });

  it("brings an out-of-range number to the nearest bound and says so", () => {
    const query = parsePageQuery({ page: "0", pageSize: "5000" });
    expect(query).toMatchObject({ page: 1, pageSize: 1000 });
    expect(query.notes).toEqual([
      "“page=0” cannot be used (page must be 1 or more), so page 1 is shown instead.",
      "“pageSize=5000” cannot be used (pageSize must be between 1 and 1000), so 1000 per page is shown instead.",
    ]);
  });

  it("falls back to the default for text and fractions", () => {
    const query = parsePageQuery({ page: "two", pageSize: "2.5" });
    expect(query).toMatchObject({ page: 1, pageSize: 100 });
    expect(query.notes).toHaveLength(2);
    expect(query.notes[0]).toContain("page must be an integer");
  });
});

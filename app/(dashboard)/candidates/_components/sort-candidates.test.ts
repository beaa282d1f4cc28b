import { describe, expect, it } from "vitest";
import type { CandidateRow } from "@/lib/candidates/candidate-rows";
import { sortCandidates } from "./sort-candidates";

const row = (identifier: string, name: string, createdAt: string, screens = 0): { original: CandidateRow } => ({
  original: {
    identifier,
    name,
    email: `${name.toLowerCase()}@example.test`,
    createdAt,
    integrationSource: null,
    externalId: null,
    status: "Not Assigned",
    screens,
    lastScreenAt: null,
  },
});

const rows = [row("a", "bea", "2026-01-02T00:00:00.000Z", 2), row("b", "Ann", "2026-01-03T00:00:00.000Z", 10), row("c", "ann", "2026-01-01T00:00:00.000Z", 2)];
const ids = (sorted: Array<{ original: CandidateRow }>) => sorted.map((r) => r.original.identifier);

describe("sortCandidates", () => {
  it("sorts names without regard to case, equal ones in the order they came", () => {
    expect(ids(sortCandidates(rows, "name", "asc"))).toEqual(["b", "c", "a"]);
    expect(ids(sortCandidates(rows, "name", "desc"))).toEqual(["a", "b", "c"]);
  });

  it("sorts timestamps in time order and counts as numbers", () => {
    expect(ids(sortCandidates(rows, "createdAt", "desc"))).toEqual(["b", "a", "c"]);
    expect(ids(sortCandidates(rows, "screens", "asc"))).toEqual(["a", "c", "b"]);
  });

  it("leaves the rows it was given as they were", () => {
    sortCandidates(rows, "name", "asc");
    expect(ids(rows)).toEqual(["a", "b", "c"]);
  });
});

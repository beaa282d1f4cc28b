import { describe, expect, it } from "vitest";
import { toCandidateRows } from "./candidate-rows";

const candidate = (identifier: string) => ({ identifier, name: identifier, email: `${identifier}@x.test`, createdAt: "2026-01-01T00:00:00Z" });
const screen = (candidateId: string, status: string, createdAt: string) => ({
  identifier: `${candidateId}-${createdAt}`,
  candidateId,
  problemId: "p",
  problemType: "technical-assessment",
  status,
  createdAt,
});

describe("toCandidateRows", () => {
  it("takes the status of the most recent screen and counts the screens", () => {
    const rows = toCandidateRows(
      [candidate("a"), candidate("b")],
      [screen("a", "Completed", "2026-02-01T00:00:00Z"), screen("a", "Not Started", "2026-03-01T00:00:00Z"), screen("a", "Expired", "2026-01-15T00:00:00Z")],
    );
    expect(rows[0]).toMatchObject({ identifier: "a", status: "Not Started", screens: 3, lastScreenAt: "2026-03-01T00:00:00Z" });
    expect(rows[1]).toMatchObject({ identifier: "b", status: "Not Assigned", screens: 0, lastScreenAt: null });
  });
});

import { describe, expect, it } from "vitest";
import { findCallouts } from "./callouts";
import { impactTables, type Assessed } from "./impact";
import type { ProblemFairness } from "./load-fairness";

/** A problem with men and women: `men` and `women` are [assessed, selected]. */
function problem(men: [number, number], women: [number, number]): ProblemFairness {
  const people: Assessed[] = [
    ...Array.from({ length: men[0] }, (_, i) => ({ sex: "male", raceEthnicity: "white", selected: i < men[1] })),
    ...Array.from({ length: women[0] }, (_, i) => ({ sex: "female", raceEthnicity: "white", selected: i < women[1] })),
  ];
  const tables = impactTables(people, { excludeUnderTwoPercent: false });
  return { problemId: "p1", problemName: "Backend", assessed: people.length, tables };
}

describe("call-outs", () => {
  it("names a ratio that fell under four-fifths and a difference that became significant this period", () => {
    const before = problem([100, 50], [100, 48]); // 0.96, p ≈ 0.78
    const now = problem([100, 60], [100, 30]); // 0.50, p < 0.001
    const found = findCallouts([now], [before]).filter((c) => c.dimension === "sex");
    expect(found.map((c) => [c.category, c.kind])).toEqual([
      ["female", "below-four-fifths"],
      ["female", "significant"],
    ]);
    expect(found[0]!.impactRatio).toBeCloseTo(0.5, 6);
    expect(found[0]!.previousImpactRatio).toBeCloseTo(0.96, 6);
  });

  it("says nothing when the problem was already under four-fifths and significant before", () => {
    expect(findCallouts([problem([100, 60], [100, 30])], [problem([100, 60], [100, 28])])).toEqual([]);
  });

  it("calls out a problem with no previous figures, but not a small gap that is neither", () => {
    expect(findCallouts([problem([100, 60], [100, 30])], []).length).toBeGreaterThan(0);
    expect(findCallouts([problem([100, 50], [100, 45])], [])).toEqual([]);
  });
});

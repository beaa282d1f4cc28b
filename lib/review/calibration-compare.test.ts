import { describe, expect, it } from "vitest";
import { compareCalibration, type CalibrationAnswerRow } from "./calibration-compare";

const answers: CalibrationAnswerRow[] = [
  ["r1", "a", "advance"],
  ["r2", "a", "advance"],
  ["r3", "a", "reject"],
  ["r4", "a", "hold"],
  ["r1", "b", "advance"],
  ["r2", "b", "hold"],
  ["r3", "b", "reject"],
  ["r4", "b", "hold"],
  ["r1", "c", "advance"],
  ["r2", "c", "reject"],
].map(([interviewId, reviewerId, decision]) => ({ interviewId, reviewerId, decision }) as CalibrationAnswerRow);

describe("compareCalibration", () => {
  it("gives Cohen's kappa per pair over the results both answered (worked by hand)", () => {
    const { pairs } = compareCalibration(answers);
    const ab = pairs.find((p) => p.a === "a" && p.b === "b")!;
    // Observed 3/4; chance (2·1 + 1·2 + 1·1)/16 = 5/16; (0.75 − 0.3125) / (1 − 0.3125).
    expect(ab).toMatchObject({ results: 4, agreed: 3 });
    expect(ab.kappa).toBeCloseTo(0.63636, 4);
    expect(pairs.find((p) => p.a === "a" && p.b === "c")).toMatchObject({ results: 2, agreed: 1 });
  });

  it("gives Fleiss' kappa over results with two or more answers, whatever their number of raters", () => {
    // Agreement: r1 and r2 (3 raters) sum to 1, r3 and r4 (2 raters) to 2: 3/4. Chance: 0.4² + 0.3² + 0.3² = 0.34.
    const { overall } = compareCalibration(answers);
    expect(overall.results).toBe(4);
    expect(overall.kappa).toBeCloseTo((0.75 - 0.34) / 0.66, 5);
  });

  it("counts each reviewer with the others' majority, leaving ties out", () => {
    const { reviewers } = compareCalibration(answers);
    // a on r2: b says hold, c reject — a tie, so not comparable; r1 with the majority, r3 and r4 with b.
    expect(reviewers.find((r) => r.reviewerId === "a")).toEqual({
      reviewerId: "a",
      answered: 4,
      withMajority: 3,
      comparable: 3,
    });
    expect(reviewers.find((r) => r.reviewerId === "c")).toMatchObject({ answered: 2, comparable: 1, withMajority: 1 });
  });

  it("has nothing to compare with one reviewer", () => {
    const one = compareCalibration(answers.filter((a) => a.reviewerId === "a"));
    expect(one).toMatchObject({ overall: { kappa: null, results: 0 }, pairs: [] });
  });
});

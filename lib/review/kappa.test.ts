import { describe, expect, it } from "vitest";
import { cohensKappa, fleissKappa, fleissKappaFromGroups } from "./kappa";

describe("Cohen's kappa against published worked examples", () => {
  it("50 grant proposals read by two readers: 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no → κ = 0.4", () => {
    // Wikipedia, "Cohen's kappa", section "Simple example" (p_o = 0.7, p_e = 0.5, κ = 0.4).
    expect(
      cohensKappa([
        [20, 5],
        [10, 15],
      ]),
    ).toBeCloseTo(0.4, 10);
  });

  it("same agreement, different marginals: κ = 0.1304 and κ = 0.2593", () => {
    // Wikipedia, "Cohen's kappa", section "Same percentages but different numbers": both tables agree on 60 of 100,
    // the first gives κ = 0.1304, the second κ = 0.2593.
    expect(
      cohensKappa([
        [45, 15],
        [25, 15],
      ]),
    ).toBeCloseTo(0.1304, 4);
    expect(
      cohensKappa([
        [25, 35],
        [5, 35],
      ]),
    ).toBeCloseTo(0.2593, 4);
  });

  it("is undefined when both raters always use one category, and 1 for perfect agreement", () => {
    expect(
      cohensKappa([
        [7, 0],
        [0, 0],
      ]),
    ).toBeNull();
    expect(
      cohensKappa([
        [3, 0, 0],
        [0, 4, 0],
        [0, 0, 5],
      ]),
    ).toBe(1);
  });
});

describe("Fleiss' kappa against a published worked example", () => {
  // Wikipedia, "Fleiss' kappa", section "Worked example": 14 raters assign 10 subjects to 5 categories;
  // P̄ = 0.378, P̄e = 0.213, κ = 0.210.
  const table = [
    [0, 0, 0, 0, 14],
    [0, 2, 6, 4, 2],
    [0, 0, 3, 5, 6],
    [0, 3, 9, 2, 0],
    [2, 2, 8, 1, 1],
    [7, 7, 0, 0, 0],
    [3, 2, 6, 3, 0],
    [2, 5, 3, 2, 2],
    [6, 5, 2, 1, 0],
    [0, 2, 2, 3, 7],
  ];

  it("gives κ = 0.210", () => {
    expect(fleissKappa(table)).toBeCloseTo(0.21, 3);
  });

  it("from grouped sums (what SQL returns) gives the same figure", () => {
    const perCategory = [0, 1, 2, 3, 4].map((j) => table.reduce((sum, row) => sum + row[j]!, 0));
    const sumOfSquares = table.reduce((sum, row) => sum + row.reduce((s, c) => s + c * c, 0), 0);
    expect(fleissKappaFromGroups([{ raters: 14, items: 10, sumOfSquares, perCategory }])).toBeCloseTo(0.21, 3);
  });

  it("with two raters on every item is Scott's pi: 1 − (1 − p_o) / (2pq)", () => {
    // Two raters, every item rated by both: Fleiss' kappa is Scott's pi. 20 yes/yes, 15 no/no, 15 split: 0.3939…
    const items = [...Array(20).fill([2, 0]), ...Array(15).fill([0, 2]), ...Array(15).fill([1, 1])];
    expect(fleissKappa(items)).toBeCloseTo(1 - 15 / 50 / (2 * (55 / 100) * (45 / 100)), 10);
  });
});

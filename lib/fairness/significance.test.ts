import { describe, expect, it } from "vitest";
import { fisherExactTwoSided, testDifference, twoProportionZ, twoProportionZTest } from "./significance";

describe("Fisher's exact test (two-sided, as R's fisher.test computes it for 2×2)", () => {
  // R documentation of stats::fisher.test, example "Fisher's Tea Drinker" (Agresti 1990, p. 61f):
  // TeaTasting <- matrix(c(3, 1, 1, 3), nrow = 2); fisher.test(TeaTasting) gives p-value = 0.4857 (= 34/70).
  it("reproduces the Tea Tasting example", () => {
    expect(fisherExactTwoSided({ a: 3, b: 1, c: 1, d: 3 })).toBeCloseTo(34 / 70, 12);
    expect(fisherExactTwoSided({ a: 3, b: 1, c: 1, d: 3 }).toFixed(4)).toBe("0.4857");
  });

  // Same page, "Criminal convictions of like-sex twins" (Fisher 1962, 1970):
  // Convictions <- matrix(c(2, 10, 15, 3), nrow = 2); fisher.test(Convictions) gives p-value = 0.0005367.
  it("reproduces the Convictions of like-sex twins example", () => {
    expect(fisherExactTwoSided({ a: 2, b: 15, c: 10, d: 3 }).toPrecision(4)).toBe("0.0005367");
  });

  it("counts the tables as probable as the observed one (R's relative tolerance), both tails", () => {
    // Symmetric margins: the tables x = 0 and x = 4 are equally probable, so both tails count.
    // dhyper(0:4, 4, 4, 4) = 1, 16, 36, 16, 1 over 70: observed x = 0 → (1 + 1) / 70.
    expect(fisherExactTwoSided({ a: 0, b: 4, c: 4, d: 0 })).toBeCloseTo(2 / 70, 12);
    expect(fisherExactTwoSided({ a: 2, b: 2, c: 2, d: 2 })).toBeCloseTo(1, 12);
  });
});

describe("two-proportion z-test (pooled)", () => {
  // Worked example: a poll of 300 voters in New York City (56 % in favour, 168) and 200 in Washington D.C.
  // (48 %, 96); pooled p = 0.528, z = 1.755, two-tailed p = 0.0792
  // (https://homeworksource.com/p/1078444/a-sample-poll-of-300-voters-from-new-york-city-and-200-voter).
  it("reproduces a worked example's statistic and two-tailed p-value", () => {
    const table = { a: 168, b: 132, c: 96, d: 104 };
    expect(twoProportionZ(table).toFixed(3)).toBe("1.755");
    expect(twoProportionZTest(table).toFixed(4)).toBe("0.0792");
  });

  // Course text "The z-Proportion Test" (straightdraw.github.io/probstat/S3b.html), example "Voting":
  // Fulton 281 for, 192 against; Gwinnett 214 for, 229 against; z = 3.3683 from rounded intermediates.
  it("reproduces the Voting example to two decimals", () => {
    expect(twoProportionZ({ a: 281, b: 192, c: 214, d: 229 }).toFixed(2)).toBe("3.37");
  });

  it("answers 1 when nobody or everybody was selected", () => {
    expect(twoProportionZTest({ a: 0, b: 50, c: 0, d: 60 })).toBe(1);
  });
});

describe("which test", () => {
  it("uses Fisher's when an expected count is under 5, the z-test otherwise", () => {
    expect(testDifference({ a: 3, b: 1, c: 1, d: 3 }).test).toBe("fisher");
    expect(testDifference({ a: 140, b: 60, c: 255, d: 85 })).toEqual({
      test: "z",
      pValue: twoProportionZTest({ a: 140, b: 60, c: 255, d: 85 }),
    });
    // 100 vs 100 people, 8 selected in all: expected selected per row 4 < 5 → Fisher's.
    expect(testDifference({ a: 2, b: 98, c: 6, d: 94 }).test).toBe("fisher");
  });
});

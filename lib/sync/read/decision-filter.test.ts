import { describe, expect, it } from "vitest";
import { decisionSummary, flagReviewSummary } from "./decision-filter";
import { decisionFilterParam } from "./decision-filter-param";

describe("decisionSummary", () => {
  it("is null when nobody decided", () => {
    expect(decisionSummary({})).toBeNull();
    expect(decisionSummary({ advance: 0 })).toBeNull();
  });

  it("names a single decision, with the count when several reviewers agree", () => {
    expect(decisionSummary({ reject: 1 })).toBe("Reject");
    expect(decisionSummary({ advance: 3 })).toBe("Advance (3)");
  });

  it("says the reviewers are split, in the decision order", () => {
    expect(decisionSummary({ reject: 1, advance: 2 })).toBe("Split: advance 2, reject 1");
  });
});

describe("flagReviewSummary", () => {
  it("is null for a result without flags", () => {
    expect(flagReviewSummary(null, 0)).toBeNull();
    expect(flagReviewSummary(0, 0)).toBeNull();
  });

  it("counts verdicts against flags", () => {
    expect(flagReviewSummary(3, 0)).toBe("3 flags, none reviewed");
    expect(flagReviewSummary(3, 2)).toBe("3 flags, 2 reviewed");
    expect(flagReviewSummary(3, 3)).toBe("3 flags, all reviewed");
    expect(flagReviewSummary(1, 1)).toBe("1 flag, reviewed");
  });
});

describe("decisionFilterParam", () => {
  it("keeps known values and drops others", () => {
    expect(decisionFilterParam.parse("undecided")).toBe("undecided");
    expect(decisionFilterParam.parse("hold")).toBe("hold");
    expect(decisionFilterParam.parse("maybe")).toBeUndefined();
  });
});

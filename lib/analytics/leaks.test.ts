import { describe, expect, it } from "vitest";
import { findJumps, leakRule, robustZ, type WeekValue } from "./leaks";

const weeks = (values: Array<number | null>, completed = 20): WeekValue[] =>
  values.map((value, i) => ({
    week: `2026-0${1 + Math.floor(i / 4)}-${String(1 + (i % 4) * 7).padStart(2, "0")}`,
    completed,
    value,
  }));

describe("the leak rule", () => {
  it("calls out a median score far above the problem's own history", () => {
    const series = weeks([55, 57, 54, 56, 55, 58, 85]);
    const jumps = findJumps(series, leakRule.SCORE_FLOOR);
    expect(jumps).toHaveLength(1);
    expect(jumps[0]).toMatchObject({ week: series[6]!.week, value: 85, baseline: 55.5 });
    expect(jumps[0]!.z).toBeGreaterThan(leakRule.THRESHOLD);
  });

  it("stays quiet for ordinary wobble, drops, and a history too short to judge", () => {
    expect(findJumps(weeks([55, 57, 54, 56, 55, 58, 60]), leakRule.SCORE_FLOOR)).toEqual([]);
    expect(findJumps(weeks([55, 57, 54, 56, 55, 58, 20]), leakRule.SCORE_FLOOR)).toEqual([]);
    expect(findJumps(weeks([55, 56, 95]), leakRule.SCORE_FLOOR)).toEqual([]);
  });

  it("ignores weeks with too few completions, in the history and in the week itself", () => {
    const thin = weeks([55, 57, 54, 56, 90]).map((p, i) =>
      i === 4 ? { ...p, completed: leakRule.MIN_COMPLETED - 1 } : p,
    );
    expect(findJumps(thin, leakRule.SCORE_FLOOR)).toEqual([]);
    const thinHistory = weeks([55, 57, 54, 56, 90]).map((p, i) => (i === 0 ? { ...p, completed: 1 } : p));
    expect(findJumps(thinHistory, leakRule.SCORE_FLOOR)).toEqual([]);
  });

  it("uses the floor when every earlier week was the same", () => {
    expect(robustZ([0.1, 0.1, 0.1, 0.1], 0.3, leakRule.SHARE_FLOOR)).toBeCloseTo(4);
    expect(findJumps(weeks([0.1, 0.1, 0.1, 0.1, 0.3]), leakRule.SHARE_FLOOR)).toHaveLength(1);
    expect(findJumps(weeks([0.1, 0.1, 0.1, 0.1, 0.2]), leakRule.SHARE_FLOOR)).toEqual([]);
  });
});

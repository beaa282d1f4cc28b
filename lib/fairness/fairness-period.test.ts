import { describe, expect, it } from "vitest";
import { fairnessHistory, previousFairnessPeriod, resolveFairnessPeriod } from "./fairness-period";

const now = new Date("2026-11-28T23:00:00Z");
const days = (p: { from: Date; to: Date }) => [p.from.toISOString().slice(0, 10), p.to.toISOString().slice(0, 10)];
const none = { from: null, to: null };

describe("fairness periods", () => {
  it("takes the current month or quarter up to today, or the one `at` names", () => {
    expect(days(resolveFairnessPeriod({ period: "month", ...none }, now))).toEqual(["2026-11-01", "2026-11-28"]);
    expect(days(resolveFairnessPeriod({ period: "quarter", ...none }, now))).toEqual(["2026-10-01", "2026-11-28"]);
    const march = resolveFairnessPeriod({ period: "month", at: "2024-02", ...none }, now);
    expect(days(march)).toEqual(["2024-02-01", "2024-02-29"]);
    expect(march.label).toBe("Feb 2024");
    const q2 = resolveFairnessPeriod({ period: "quarter", at: "2026-Q2", ...none }, now);
    expect([...days(q2), q2.label, q2.at]).toEqual(["2026-04-01", "2026-06-30", "Q2 2026", "2026-Q2"]);
  });

  it("ignores an `at` in the future or of the wrong shape", () => {
    expect(resolveFairnessPeriod({ period: "quarter", at: "2027-Q1", ...none }, now).at).toBe("2026-Q4");
    expect(resolveFairnessPeriod({ period: "month", at: "2026-13", ...none }, now).at).toBe("2026-11");
  });

  it("goes back one period of the same kind, across a year", () => {
    const q1 = resolveFairnessPeriod({ period: "quarter", at: "2026-Q1", ...none }, now);
    expect(previousFairnessPeriod(q1).label).toBe("Q4 2025");
    expect(days(previousFairnessPeriod(q1))).toEqual(["2025-10-01", "2025-12-31"]);
    const jan = resolveFairnessPeriod({ period: "month", at: "2026-01", ...none }, now);
    expect(days(previousFairnessPeriod(jan))).toEqual(["2025-12-01", "2025-12-31"]);
    const last30 = resolveFairnessPeriod({ period: "30d", ...none }, now);
    expect(days(previousFairnessPeriod(last30))).toEqual(["2026-09-30", "2026-10-29"]);
  });

  it("lists a history oldest first, ending with the period", () => {
    const q4 = resolveFairnessPeriod({ period: "quarter", ...none }, now);
    expect(fairnessHistory(q4, 4).map((p) => p.label)).toEqual(["Q1 2026", "Q2 2026", "Q3 2026", "Q4 2026"]);
  });

  it("clamps a custom range to a year and to today", () => {
    const range = resolveFairnessPeriod(
      { period: "custom", from: new Date("2020-01-01"), to: new Date("2030-01-01") },
      now,
    );
    expect(days(range)).toEqual(["2025-11-28", "2026-11-28"]);
    expect(days(previousFairnessPeriod(range))).toEqual(["2024-11-27", "2025-11-27"]);
  });
});

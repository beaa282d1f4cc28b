import { describe, expect, it } from "vitest";
import { idleCallsPerHour, listingCalls, reconcileBudget, type BudgetInput } from "./budget";

const input = (over: Partial<BudgetInput> = {}): BudgetInput => ({
  rateLimitPerSecond: 40,
  share: 0.1,
  floorSeconds: 300,
  lastRunCalls: null,
  screens: 0,
  problems: 0,
  pageSize: 1000,
  ...over,
});

describe("reconcileBudget", () => {
  it("keeps the configured interval while an organization's runs fit in the share", () => {
    // 100 pages, the candidate list and 12 problems: 113 calls, under the 1,200 that 10 % of 40/s allows in 300 s.
    const budget = reconcileBudget(input({ screens: 100_000, problems: 12, lastRunCalls: 113 }));
    expect(budget).toEqual({ intervalSeconds: 300, callsPerRun: 1200, expectedCalls: 113 });
    expect(idleCallsPerHour(budget)).toBe(1356);
  });

  it("waits longer as the organization grows, so the average stays within the share", () => {
    const budget = reconcileBudget(input({ rateLimitPerSecond: 10, screens: 1_000_000, problems: 12 }));
    // 1,013 calls at 1 call a second (10 % of 10/s).
    expect(budget.expectedCalls).toBe(1013);
    expect(budget.intervalSeconds).toBe(1013);
    expect(idleCallsPerHour(budget)).toBeLessThanOrEqual(0.1 * 10 * 3600);
    const larger = reconcileBudget(input({ rateLimitPerSecond: 10, screens: 5_000_000, problems: 12 }));
    expect(larger.intervalSeconds).toBeGreaterThan(budget.intervalSeconds);
    expect(idleCallsPerHour(larger)).toBeLessThanOrEqual(3600);
  });

  it("counts a costly last run (many results read) against the next interval", () => {
    const quiet = reconcileBudget(input({ screens: 1_000_000, problems: 12, lastRunCalls: 1013 }));
    const busy = reconcileBudget(input({ screens: 1_000_000, problems: 12, lastRunCalls: 4000 }));
    expect(busy.intervalSeconds).toBe(1000);
    expect(busy.intervalSeconds).toBeGreaterThan(quiet.intervalSeconds);
  });

  it("follows the configured share", () => {
    const tenth = reconcileBudget(input({ screens: 1_000_000, rateLimitPerSecond: 5 }));
    const half = reconcileBudget(input({ screens: 1_000_000, rateLimitPerSecond: 5, share: 0.5 }));
    expect(tenth.intervalSeconds).toBe(Math.ceil(1001 / 0.5));
    expect(half.intervalSeconds).toBe(Math.ceil(1001 / 2.5));
  });

  it("leaves a run room for its listing and then for results", () => {
    const budget = reconcileBudget(input({ screens: 1_000_000, problems: 12 }));
    expect(budget.callsPerRun).toBeGreaterThanOrEqual(
      listingCalls({ screens: 1_000_000, problems: 12, pageSize: 1000 }),
    );
    expect(budget.callsPerRun).toBeLessThanOrEqual(0.1 * 40 * budget.intervalSeconds);
  });

  it("counts one page for an empty organization", () => {
    expect(listingCalls({ screens: 0, problems: 0, pageSize: 1000 })).toBe(2);
  });
});

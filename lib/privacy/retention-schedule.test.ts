import { describe, expect, it } from "vitest";
import { nextRetentionRun, retentionCron } from "./retention-schedule";

describe("the nightly retention run", () => {
  it("is at 02:41 UTC", () => {
    expect(retentionCron).toBe("41 2 * * *");
  });

  it("runs next tonight before 02:41, tomorrow from 02:41 on, and across a month's end", () => {
    expect(nextRetentionRun(new Date("2026-11-29T01:00:00Z")).toISOString()).toBe("2026-11-29T02:41:00.000Z");
    expect(nextRetentionRun(new Date("2026-11-29T02:41:00Z")).toISOString()).toBe("2026-11-30T02:41:00.000Z");
    expect(nextRetentionRun(new Date("2026-11-30T23:59:00Z")).toISOString()).toBe("2026-12-01T02:41:00.000Z");
  });
});

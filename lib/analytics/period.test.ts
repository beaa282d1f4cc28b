import { describe, expect, it } from "vitest";
import { isoDay, resolvePeriod } from "./period";

const now = new Date("2026-11-25T13:00:00Z"); // a Wednesday
const resolve = (period: "week" | "30d" | "quarter" | "custom", from?: string, to?: string) => {
  const p = resolvePeriod({ period, from: from ? new Date(from) : null, to: to ? new Date(to) : null }, now);
  return [isoDay(p.from), isoDay(p.to)];
};

describe("resolvePeriod", () => {
  it("turns each named period into whole UTC days up to today", () => {
    expect(resolve("week")).toEqual(["2026-11-23", "2026-11-25"]);
    expect(resolve("30d")).toEqual(["2026-10-27", "2026-11-25"]);
    expect(resolve("quarter")).toEqual(["2026-10-01", "2026-11-25"]);
  });

  it("puts a custom range in order, ends it today at the latest and keeps it within 366 days", () => {
    expect(resolve("custom", "2026-03-10", "2026-02-01")).toEqual(["2026-02-01", "2026-03-10"]);
    expect(resolve("custom", "2026-11-01", "2027-05-01")).toEqual(["2026-11-01", "2026-11-25"]);
    expect(resolve("custom", "2020-01-01", "2026-11-25")).toEqual(["2025-11-25", "2026-11-25"]);
  });

  it("falls back to the last 30 days when a custom range lacks an end", () => {
    expect(resolve("custom", "2026-01-01")).toEqual(["2026-10-27", "2026-11-25"]);
  });
});

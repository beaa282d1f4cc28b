import { describe, expect, it } from "vitest";
import { dueDay, isCalendarDay, isOverdue, todayIn } from "./due-date";

const day = (d: string) => new Date(`${d}T00:00:00Z`);

describe("due dates of calibration rounds", () => {
  it("accept real calendar days only", () => {
    expect(isCalendarDay("2026-12-03")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("3 Dec 2026")).toBe(false);
    expect(isCalendarDay("")).toBe(false);
  });

  it("read a stored day back as it was written", () => {
    expect(dueDay(day("2026-12-03"))).toBe("2026-12-03");
  });

  it("are overdue only once the day has passed in the reader's own zone", () => {
    const due = day("2026-12-03");
    // 23:30 UTC on the due day: still the day in London, already the next day in Tokyo.
    const lateOnTheDay = new Date("2026-12-03T23:30:00Z");
    expect(isOverdue(due, "Europe/London", lateOnTheDay)).toBe(false);
    expect(isOverdue(due, "Asia/Tokyo", lateOnTheDay)).toBe(true);
    // 03:00 UTC the day after: still the due day in Los Angeles.
    expect(isOverdue(due, "America/Los_Angeles", new Date("2026-12-04T03:00:00Z"))).toBe(false);
    expect(isOverdue(due, "UTC", new Date("2026-12-04T00:00:00Z"))).toBe(true);
    expect(isOverdue(null, "UTC", new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });

  it("read an unknown zone as UTC", () => {
    expect(todayIn("Not/AZone", new Date("2026-12-03T23:30:00Z"))).toBe("2026-12-03");
  });
});

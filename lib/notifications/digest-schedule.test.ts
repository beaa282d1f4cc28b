import { describe, expect, it } from "vitest";
import { digestDue, localClock } from "./digest-schedule";

describe("localClock", () => {
  it("reads the hour and weekday in the reader's zone", () => {
    // 2026-11-25 is a Wednesday; 07:30 UTC is 08:30 in Paris (CET) and 02:30 in New York (EST).
    const now = new Date("2026-11-25T07:30:00Z");
    expect(localClock(now, "Europe/Paris")).toEqual({ date: "2026-11-25", hour: 8, weekday: 3 });
    expect(localClock(now, "America/New_York")).toEqual({ date: "2026-11-25", hour: 2, weekday: 3 });
    // Across the date line: already Thursday in Auckland (UTC+13).
    expect(localClock(new Date("2026-11-25T12:00:00Z"), "Pacific/Auckland")).toEqual({
      date: "2026-11-26",
      hour: 1,
      weekday: 4,
    });
  });

  it("falls back to UTC for a zone it does not know", () => {
    expect(localClock(new Date("2026-11-25T07:30:00Z"), "Mars/Olympus")).toMatchObject({ hour: 7 });
  });
});

describe("digestDue", () => {
  const now = new Date("2026-11-25T07:30:00Z");
  it("is due in the chosen hour of the reader's own zone", () => {
    expect(digestDue({ frequency: "daily", hour: 8, weekday: 1 }, "Europe/Paris", now)).toBe(true);
    expect(digestDue({ frequency: "daily", hour: 8, weekday: 1 }, "UTC", now)).toBe(false);
  });

  it("is due weekly only on the chosen weekday, and never when off", () => {
    expect(digestDue({ frequency: "weekly", hour: 8, weekday: 3 }, "Europe/Paris", now)).toBe(true);
    expect(digestDue({ frequency: "weekly", hour: 8, weekday: 1 }, "Europe/Paris", now)).toBe(false);
    expect(digestDue({ frequency: "off", hour: 8, weekday: 3 }, "Europe/Paris", now)).toBe(false);
  });
});

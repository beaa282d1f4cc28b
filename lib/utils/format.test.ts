import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDuration, formatTotal, isTimeZone } from "./format";

const winter = "2026-11-25T08:41:00Z";
const summer = "2026-07-01T23:30:00Z";

describe("formatDateTime", () => {
  it("writes UTC by default, naming the zone", () => {
    expect(formatDateTime(winter)).toBe("25 Nov 2026, 08:41 UTC");
  });

  it("writes the reader's zone, naming it, with daylight saving applied", () => {
    expect(formatDateTime(winter, "Europe/Paris")).toBe("25 Nov 2026, 09:41 CET");
    expect(formatDateTime(summer, "Europe/Paris")).toBe("2 Jul 2026, 01:30 CEST");
    expect(formatDateTime(winter, "America/New_York")).toBe("25 Nov 2026, 03:41 GMT-5");
  });

  it("names zones without an abbreviation by their offset", () => {
    expect(formatDateTime(winter, "Asia/Kolkata")).toBe("25 Nov 2026, 14:11 GMT+5:30");
  });

  it("takes a Date as well as an ISO string", () => {
    expect(formatDateTime(new Date(winter), "Asia/Tokyo")).toBe("25 Nov 2026, 17:41 GMT+9");
  });

  it("falls back to UTC for a zone this runtime does not know, and keeps what it cannot read", () => {
    expect(formatDateTime(winter, "Mars/Olympus")).toBe("25 Nov 2026, 08:41 UTC");
    expect(formatDateTime("not a date")).toBe("not a date");
    expect(formatDateTime(null)).toBe("—");
  });
});

describe("formatDate", () => {
  it("gives the day in the reader's zone, which may differ from the UTC day", () => {
    expect(formatDate(summer)).toBe("1 Jul 2026");
    expect(formatDate(summer, "Europe/Paris")).toBe("2 Jul 2026");
  });
});

describe("isTimeZone", () => {
  it("knows IANA zones and refuses anything else", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Paris")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [42, "42 s"],
    [59.6, "1 min 00 s"],
    [725, "12 min 05 s"],
    [3600, "1 h 00 min"],
    [7380, "2 h 03 min"],
  ])("%s seconds read %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([-20294460, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])(
    "shows %s as unknown rather than as a negative or impossible time",
    (seconds) => {
      expect(formatDuration(seconds)).toBe("—");
    },
  );
});

describe("formatTotal", () => {
  it("says a counted total as it is, and one counted only so far as a floor", () => {
    expect(formatTotal(12_345)).toBe("12,345");
    expect(formatTotal(100_000, true)).toBe("more than 100,000");
  });
});

import { describe, expect, it } from "vitest";
import { coveringGrains, type GrainRange } from "./grains";
import { addDays, isoDay } from "./period";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const show = (ranges: GrainRange[]) => ranges.map((r) => `${r.grain} ${isoDay(r.first)}…${isoDay(r.last)}`);

/** Every day a range's rows hold. */
function daysOf(range: GrainRange): string[] {
  const days: string[] = [];
  for (let row = range.first; row <= range.last;) {
    const end =
      range.grain === "d"
        ? row
        : range.grain === "w"
          ? addDays(row, 6)
          : addDays(new Date(Date.UTC(row.getUTCFullYear(), row.getUTCMonth() + 1, 1)), -1);
    for (let d = row; d <= end; d = addDays(d, 1)) days.push(isoDay(d));
    row = addDays(end, 1);
  }
  return days;
}

describe("coveringGrains", () => {
  it("reads a year as whole months, the whole weeks around them and the days left", () => {
    expect(show(coveringGrains(day("2025-11-26"), day("2026-11-25")))).toEqual([
      "d 2025-11-26…2025-11-30",
      "m 2025-12-01…2026-10-01",
      "d 2026-11-01…2026-11-01",
      "w 2026-11-02…2026-11-16",
      "d 2026-11-23…2026-11-25",
    ]);
  });

  it("reads weeks and days only where no whole month fits, or months are not kept", () => {
    expect(show(coveringGrains(day("2026-10-27"), day("2026-11-25")))).toEqual([
      "d 2026-10-27…2026-11-01",
      "w 2026-11-02…2026-11-16",
      "d 2026-11-23…2026-11-25",
    ]);
    expect(show(coveringGrains(day("2026-10-01"), day("2026-10-31"), { months: false }))).toEqual([
      "d 2026-10-01…2026-10-04",
      "w 2026-10-05…2026-10-19",
      "d 2026-10-26…2026-10-31",
    ]);
    expect(show(coveringGrains(day("2026-11-23"), day("2026-11-25")))).toEqual(["d 2026-11-23…2026-11-25"]);
  });

  it("covers every day of any period exactly once", () => {
    const start = day("2024-01-01");
    for (let i = 0; i < 120; i++) {
      const from = addDays(start, (i * 37) % 700);
      const to = addDays(from, (i * 53) % 370);
      for (const months of [true, false]) {
        const days = coveringGrains(from, to, { months }).flatMap(daysOf);
        const expected = Array.from({ length: Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1 }, (_, k) =>
          isoDay(addDays(from, k)),
        );
        expect(days.sort()).toEqual(expected);
      }
    }
  });
});

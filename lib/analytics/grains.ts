import { addDays, weekStart } from "./period";

/** A rollup grain: a UTC day, an ISO week (Monday first) or a calendar month; a row's `day` is its first day. */
export type Grain = "d" | "w" | "m";

/** Rows of one grain whose first day is from `first` to `last` (both included). */
export interface GrainRange {
  grain: Grain;
  first: Date;
  last: Date;
}

const monthStart = (day: Date) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
const nextMonth = (day: Date) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));

/** Whole weeks inside the days `from`…`to`, then the days around them. */
function weeksAndDays(from: Date, to: Date, ranges: GrainRange[]) {
  if (from > to) return;
  const firstMonday = from.getTime() === weekStart(from).getTime() ? from : addDays(weekStart(from), 7);
  const lastMonday = addDays(weekStart(addDays(to, 1)), -7);
  if (firstMonday > lastMonday) {
    ranges.push({ grain: "d", first: from, last: to });
    return;
  }
  if (from < firstMonday) ranges.push({ grain: "d", first: from, last: addDays(firstMonday, -1) });
  ranges.push({ grain: "w", first: firstMonday, last: lastMonday });
  const afterWeeks = addDays(lastMonday, 7);
  if (afterWeeks <= to) ranges.push({ grain: "d", first: afterWeeks, last: to });
}

/**
 * The fewest rollup rows that cover exactly the UTC days `from`…`to` (both included): the whole months inside
 * them (when `months`), then the whole weeks inside what is left on either side, then single days. A year reads
 * about 11 months, two weeks and a dozen days instead of 365 days.
 */
export function coveringGrains(from: Date, to: Date, { months = true } = {}): GrainRange[] {
  const ranges: GrainRange[] = [];
  const firstMonth = from.getTime() === monthStart(from).getTime() ? from : nextMonth(from);
  const afterMonths = monthStart(addDays(to, 1));
  if (!months || firstMonth >= afterMonths) {
    weeksAndDays(from, to, ranges);
    return ranges;
  }
  weeksAndDays(from, addDays(firstMonth, -1), ranges);
  ranges.push({ grain: "m", first: firstMonth, last: monthStart(addDays(afterMonths, -1)) });
  weeksAndDays(afterMonths, to, ranges);
  return ranges;
}

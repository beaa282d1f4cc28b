/** The periods the analytics view offers (its URL's `period`). */
export const periodKinds = ["week", "30d", "quarter", "custom"] as const;
export type PeriodKind = (typeof periodKinds)[number];

/** The part of the view's URL state a period is read from (lib/analytics/search-params.ts). */
interface PeriodParams {
  period: PeriodKind;
  from: Date | null;
  to: Date | null;
}

const DAY = 86_400_000;
/** The longest custom period: a year and a day, so a leap year fits. */
const MAX_PERIOD_DAYS = 366;

/** A period of whole UTC days, both ends included. */
export interface Period {
  kind: PeriodKind;
  from: Date;
  to: Date;
  label: string;
}

export const utcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
export const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY);
export const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY);

/** Monday of the ISO week of a UTC day. */
export const weekStart = (day: Date) => addDays(utcDay(day), -((day.getUTCDay() + 6) % 7));

/**
 * The days a view covers: this week (Monday to today), the last 30 days (today included), this quarter (its
 * first day to today), or a custom range (clamped: in order, at most MAX_PERIOD_DAYS, not after today).
 */
export function resolvePeriod(params: PeriodParams, now: Date): Period {
  const today = utcDay(now);
  if (params.period === "week") return { kind: "week", from: weekStart(today), to: today, label: "This week" };
  if (params.period === "quarter") {
    const from = new Date(Date.UTC(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3) * 3, 1));
    return {
      kind: "quarter",
      from,
      to: today,
      label: `Q${Math.floor(today.getUTCMonth() / 3) + 1} ${today.getUTCFullYear()}`,
    };
  }
  if (params.period === "custom" && params.from && params.to) {
    let [from, to] = [utcDay(params.from), utcDay(params.to)];
    if (from > to) [from, to] = [to, from];
    if (to > today) to = today;
    if (from > to) from = to;
    if (daysBetween(from, to) >= MAX_PERIOD_DAYS) from = addDays(to, -(MAX_PERIOD_DAYS - 1));
    return { kind: "custom", from, to, label: `${isoDay(from)} to ${isoDay(to)}` };
  }
  return { kind: "30d", from: addDays(today, -29), to: today, label: "Last 30 days" };
}

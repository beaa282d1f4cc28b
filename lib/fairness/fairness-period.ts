import { addDays, isoDay, utcDay } from "@/lib/analytics/period";

/**
 * The periods the fairness figures are read for: a calendar month or quarter (the current one unless `at` names
 * another: "2026-11", "2026-Q3"), the last 30 days, or a custom range. Each has a previous period of the same kind,
 * which the call-outs compare against and the auditor's report lists as history.
 */
export const fairnessPeriodKinds = ["month", "quarter", "30d", "custom"] as const;
export type FairnessPeriodKind = (typeof fairnessPeriodKinds)[number];

export type FairnessPeriod = { kind: FairnessPeriodKind; from: Date; to: Date; label: string; at: string };

const DAY = 86_400_000;
const MAX_CUSTOM_DAYS = 366;
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `at` of a month or quarter: "2026-11" / "2026-Q3"; anything else is ignored (the current one is taken). */
export const periodAtPattern = /^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/;

function monthPeriod(year: number, month: number, today: Date): FairnessPeriod {
  const from = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 0));
  return {
    kind: "month",
    from,
    to: end < today ? end : today,
    label: `${monthNames[from.getUTCMonth()]} ${from.getUTCFullYear()}`,
    at: isoDay(from).slice(0, 7),
  };
}

function quarterPeriod(year: number, quarter: number, today: Date): FairnessPeriod {
  const from = new Date(Date.UTC(year, quarter * 3, 1));
  const end = new Date(Date.UTC(year, quarter * 3 + 3, 0));
  const q = `Q${(from.getUTCMonth() / 3 + 1).toFixed(0)}`;
  return {
    kind: "quarter",
    from,
    to: end < today ? end : today,
    label: `${q} ${from.getUTCFullYear()}`,
    at: `${from.getUTCFullYear()}-${q}`,
  };
}

type PeriodInput = { period: FairnessPeriodKind; at?: string | undefined; from: Date | null; to: Date | null };

/** The days a view covers, both ends included, never after today. */
export function resolveFairnessPeriod(params: PeriodInput, now: Date): FairnessPeriod {
  const today = utcDay(now);
  const at = params.at && periodAtPattern.test(params.at) ? params.at : null;
  const year = at ? Number(at.slice(0, 4)) : today.getUTCFullYear();
  if (params.period === "month") {
    const month = at && !at.includes("Q") ? Number(at.slice(5)) - 1 : today.getUTCMonth();
    const period = monthPeriod(year, month, today);
    return period.from > today ? monthPeriod(today.getUTCFullYear(), today.getUTCMonth(), today) : period;
  }
  if (params.period === "quarter") {
    const quarter = at?.includes("Q") ? Number(at.slice(6)) - 1 : Math.floor(today.getUTCMonth() / 3);
    const period = quarterPeriod(year, quarter, today);
    return period.from > today
      ? quarterPeriod(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3), today)
      : period;
  }
  if (params.period === "custom" && params.from && params.to) {
    let [from, to] = [utcDay(params.from), utcDay(params.to)];
    if (from > to) [from, to] = [to, from];
    if (to > today) to = today;
    if (from > to) from = to;
    if ((to.getTime() - from.getTime()) / DAY >= MAX_CUSTOM_DAYS) from = addDays(to, -(MAX_CUSTOM_DAYS - 1));
    return { kind: "custom", from, to, label: `${isoDay(from)} to ${isoDay(to)}`, at: "" };
  }
  const from = addDays(today, -29);
  return { kind: "30d", from, to: today, label: `Last 30 days (${isoDay(from)} to ${isoDay(today)})`, at: "" };
}

/** The period just before, of the same kind (a custom range: the same number of days before it). */
export function previousFairnessPeriod(period: FairnessPeriod): FairnessPeriod {
  const far = addDays(period.from, 1000);
  if (period.kind === "month") return monthPeriod(period.from.getUTCFullYear(), period.from.getUTCMonth() - 1, far);
  if (period.kind === "quarter")
    return quarterPeriod(period.from.getUTCFullYear(), period.from.getUTCMonth() / 3 - 1, far);
  const days = Math.round((period.to.getTime() - period.from.getTime()) / DAY) + 1;
  const to = addDays(period.from, -1);
  const from = addDays(to, -(days - 1));
  return { kind: period.kind, from, to, label: `${isoDay(from)} to ${isoDay(to)}`, at: "" };
}

/** The period and the `count - 1` before it, oldest first: the history an auditor's report lists. */
export function fairnessHistory(period: FairnessPeriod, count: number): FairnessPeriod[] {
  const periods = [period];
  while (periods.length < count) periods.unshift(previousFairnessPeriod(periods[0]!));
  return periods;
}

/**
 * A calibration round's due date: a calendar day ("2026-12-03"), stored as that day at midnight UTC. Browser-safe:
 * the set page and the "Waiting for you" page both mark an overdue round with it.
 */
export const dueDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The day of a stored due date, "YYYY-MM-DD". */
export const dueDay = (dueAt: Date) => dueAt.toISOString().slice(0, 10);

/** True when the date is a real calendar day ("2026-02-30" is not). */
export function isCalendarDay(day: string) {
  if (!dueDayPattern.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && dueDay(date) === day;
}

/** Today's calendar day in the reader's time zone (an unknown zone reads as UTC). */
export function todayIn(zone: string, now: Date) {
  let timeZone = "UTC";
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: zone });
    timeZone = zone;
  } catch {
    // Unknown zone: UTC, as everywhere else in the dashboard.
  }
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A round is overdue once its due day has passed in the reader's own time zone (on the day itself it is not). */
export const isOverdue = (dueAt: Date | null, zone: string, now: Date) =>
  dueAt !== null && todayIn(zone, now) > dueDay(dueAt);

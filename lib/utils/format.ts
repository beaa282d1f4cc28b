/**
 * Dates and times, one format everywhere: "25 Nov 2026" and "25 Nov 2026, 09:41 CET", in the reader's time zone
 * with the zone named. Pages pass the zone the user chose (lib/time-zone); exports and logs keep UTC. Server and
 * browser are given the same zone, so hydration never disagrees. Browser-safe.
 */
const formatters = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

function formattersFor(zone: string) {
  let found = formatters.get(zone);
  if (!found) {
    const timeZone = isTimeZone(zone) ? zone : "UTC";
    found = {
      date: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }),
      dateTime: new Intl.DateTimeFormat("en-GB", {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        timeZone,
        timeZoneName: "short",
      }),
    };
    formatters.set(zone, found);
  }
  return found;
}

/** Whether this runtime knows the IANA zone (`Europe/Paris`, `UTC`). */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function parse(value: string | Date | null | undefined) {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date | null | undefined, zone = "UTC") {
  const date = parse(value);
  if (!date) return typeof value === "string" && value ? value : "—";
  return formattersFor(zone).date.format(date);
}

export function formatDateTime(value: string | Date | null | undefined, zone = "UTC") {
  const date = parse(value);
  if (!date) return typeof value === "string" && value ? value : "—";
  return formattersFor(zone).dateTime.format(date);
}

/**
 * "42 s", "12 min 05 s", "2 h 03 min". A time that cannot be (negative, not a number: the service's clocks
 * disagreed, or a field is missing) is shown as unknown, "—", rather than as "-338241 min".
 */
export function formatDuration(seconds: number | null | undefined) {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) return "—";
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h) return `${h} h ${m.toString().padStart(2, "0")} min`;
  return m ? `${m} min ${s.toString().padStart(2, "0")} s` : `${s} s`;
}

/** A list's total: "12,345", or "more than 100,000" where the list counted its matches only so far. */
export function formatTotal(total: number, isFloor = false) {
  return `${isFloor ? "more than " : ""}${total.toLocaleString("en")}`;
}

/** A score as the service sent it, without float noise: 71.5, 80 (pages, PDFs and ATS notes alike). */
export const formatScore = (score: number) => score.toLocaleString("en", { maximumFractionDigits: 1 });

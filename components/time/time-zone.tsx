"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import { formatDate, formatDateTime } from "@/lib/utils/format";

const TimeZoneContext = createContext("UTC");

/** The signed-in user's time zone for everything below it; the dashboard layout provides it. */
export function TimeZoneProvider({ zone, children }: { zone: string; children: React.ReactNode }) {
  return <TimeZoneContext value={zone}>{children}</TimeZoneContext>;
}

export function useTimeZone() {
  return useContext(TimeZoneContext);
}

/** In client components, a moment in the reader's zone, zone named: "25 Nov 2026, 09:41 CET" (or the day, with `dateOnly`). */
export function LocalTime({
  value,
  dateOnly = false,
}: {
  value: string | Date | null | undefined;
  dateOnly?: boolean;
}) {
  const zone = useTimeZone();
  if (!value) return <>—</>;
  const iso = value instanceof Date ? value.toISOString() : value;
  return <time dateTime={iso}>{dateOnly ? formatDate(value, zone) : formatDateTime(value, zone)}</time>;
}

const never = () => () => {};

/** The browser's own zone, known only once the page runs in it (null while rendered on the server). */
export function useBrowserZone() {
  return useSyncExternalStore(
    never,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

/** The current minute, in the browser only (null on the server, so what it shows never disagrees at hydration). */
export function useCurrentMinute() {
  return useSyncExternalStore(
    never,
    () => Math.floor(Date.now() / 60_000),
    () => null,
  );
}

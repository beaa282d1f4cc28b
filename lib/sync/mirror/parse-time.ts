/**
 * A timestamp the service sent, as a Date, or null when it cannot be read: the spec leaves the format of
 * assessments' createdAt open, so a value Date cannot parse is kept in the row's raw JSON instead.
 */
export function parseServiceTime(value: unknown): Date | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const date = new Date(value);
  const time = date.getTime();
  // Outside what PostgreSQL's timestamp can hold, or nonsense: treat as unreadable.
  return Number.isNaN(time) || time < -6e15 || time > 8e15 ? null : date;
}

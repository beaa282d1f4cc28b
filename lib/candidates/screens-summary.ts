/**
 * A candidate's screens in a few words, from the screens themselves: "3 completed · 1 not started", most common
 * status first, statuses the spec does not name kept as the service sends them. "No screens yet" for none.
 */
export function screensSummary(statuses: string[]): string {
  if (!statuses.length) return "No screens yet";
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([status, count]) => `${count} ${status.toLowerCase()}`)
    .join(" · ");
}

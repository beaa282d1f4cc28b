import { z } from "zod";
import { flagLevels } from "@/lib/api-contract/statuses";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The default period: the last 90 days up to today (UTC). */
function defaultPeriod(now = new Date()) {
  return { from: isoDay(new Date(now.getTime() - 89 * 86_400_000)), to: isoDay(now) };
}

/**
 * Integrity → Insights' filters as its URL carries them (a bad value falls back to the default). Browser-safe:
 * the page's form writes them, the page and the CSV export read them.
 */
export const insightsFiltersSchema = z
  .object({
    from: day.optional().catch(undefined),
    to: day.optional().catch(undefined),
    by: z.enum(["kind", "problem", "level"]).catch("kind").default("kind"),
    kind: z.string().min(1).max(200).optional().catch(undefined),
    problem: z.string().min(1).max(200).optional().catch(undefined),
    level: z.enum(flagLevels).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  })
  .transform((f) => {
    const period = defaultPeriod();
    const from = f.from ?? period.from;
    const to = f.to ?? period.to;
    return from <= to ? { ...f, from, to } : { ...f, from: to, to: from };
  });
export type InsightsFilters = z.output<typeof insightsFiltersSchema>;

/** The filters as a query string (page left out unless given). */
export function insightsSearch(filters: InsightsFilters, page?: number) {
  return new URLSearchParams({
    from: filters.from,
    to: filters.to,
    by: filters.by,
    ...(filters.kind && { kind: filters.kind }),
    ...(filters.problem && { problem: filters.problem }),
    ...(filters.level && { level: filters.level }),
    ...(page && page > 1 && { page: String(page) }),
  }).toString();
}

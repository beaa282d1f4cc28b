import { z } from "zod";
import { decisionFilterParam } from "./decision-filter-param";

/** The integrity queue's filters as its URL carries them; a bad value falls back to none. Browser-safe. */
export const queueFiltersSchema = z.object({
  risk: z.enum(["high", "medium", "low"]).optional().catch(undefined),
  problem: z.string().min(1).max(200).optional().catch(undefined),
  reviewed: z.enum(["yes", "no", "second"]).optional().catch(undefined),
  decision: decisionFilterParam,
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

export type QueueSearch = z.infer<typeof queueFiltersSchema>;

/** The filters (without the page) as a query string, for a result opened from the queue and the way back. */
export function queueSearch(filters: Omit<QueueSearch, "page">, page?: number) {
  return new URLSearchParams({
    ...(filters.risk && { risk: filters.risk }),
    ...(filters.problem && { problem: filters.problem }),
    ...(filters.reviewed && { reviewed: filters.reviewed }),
    ...(filters.decision && { decision: filters.decision }),
    ...(page && { page: String(page) }),
  }).toString();
}

/** A result's address when opened from the queue: its filters travel along, so next and previous keep them. */
export function resultInQueueHref(interviewId: string, filters: Omit<QueueSearch, "page">) {
  const search = queueSearch(filters);
  return `/results/${encodeURIComponent(interviewId)}?queue=integrity${search ? `&${search}` : ""}`;
}

/** The integrity queue with these filters. */
export function queueHref(filters: Omit<QueueSearch, "page">) {
  const search = queueSearch(filters);
  return search ? `/integrity?${search}` : "/integrity";
}

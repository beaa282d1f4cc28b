import { z } from "zod";
import type { Prisma } from "@/lib/db/generated/client";

/** Longest filter value taken from a URL: more than any action name, email or id. */
const FILTER_MAX = 200;

const filterValue = z.string().trim().min(1).max(FILTER_MAX).optional().catch(undefined);

/**
 * The audit log's filters as the page's URL carries them (`?action=&actor=&target=`), read the same way by the
 * page and by its export, so an export holds exactly what the page lists.
 */
export const auditFiltersSchema = z.object({ action: filterValue, actor: filterValue, target: filterValue });
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** The page's URL state: the filters and the page number. */
export const auditPageSchema = auditFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});

/** The filters as a query: action by prefix (`user.` gives every user action), actor and target by part. */
export function auditWhere({ action, actor, target }: AuditFilters): Prisma.AuditEventWhereInput {
  return {
    ...(action && { action: { startsWith: action } }),
    ...(actor && { actorEmail: { contains: actor, mode: "insensitive" } }),
    ...(target && { targetId: { contains: target } }),
  };
}

import "server-only";
import { db } from "@/lib/db/client";
import { auditWhere, type AuditFilters } from "./audit-filters";

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit({ page, ...filters }: AuditFilters & { page: number }) {
  const where = auditWhere(filters);
  const [events, total, actions] = await Promise.all([
    db.auditEvent.findMany({
      where,
      orderBy: { at: "desc" },
      skip: (page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
    }),
    db.auditEvent.count({ where }),
    db.auditEvent.findMany({ distinct: ["action"], select: { action: true }, orderBy: { action: "asc" } }),
  ]);
  return {
    events,
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    actions: actions.map((a) => a.action),
  };
}

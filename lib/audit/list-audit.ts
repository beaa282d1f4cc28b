import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  action?: string;
  actor?: string;
  target?: string;
  page: number;
}

export async function listAudit({ action, actor, target, page }: AuditFilters) {
  const where: Prisma.AuditEventWhereInput = {
    ...(action && { action: { startsWith: action } }),
    ...(actor && { actorEmail: { contains: actor, mode: "insensitive" } }),
    ...(target && { targetId: { contains: target } }),
  };
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

import "server-only";
import { db } from "@/lib/db/client";
import { auditWhere, type AuditFilters } from "./audit-filters";
import type { AuditExportRow } from "./export-format";

/** Entries read per query while exporting: the export holds one batch at a time, whatever the log's size. */
export const AUDIT_EXPORT_BATCH = 500;

export const exportSelect = {
  seq: true,
  id: true,
  at: true,
  actorId: true,
  actorEmail: true,
  action: true,
  targetType: true,
  targetId: true,
  before: true,
  after: true,
  metadata: true,
  prevHash: true,
  hash: true,
} as const;

/**
 * The entries the filters match, oldest first, a batch at a time by keyset on the chain's place (`seq`, unique and
 * indexed): each query starts after the last entry of the one before, so no batch costs more than the first.
 */
export async function* iterateAudit(
  filters: AuditFilters,
  batch = AUDIT_EXPORT_BATCH,
): AsyncGenerator<AuditExportRow[], void, undefined> {
  const where = auditWhere(filters);
  let after = 0n;
  for (;;) {
    const rows = await db.auditEvent.findMany({
      where: { AND: [where, { seq: { gt: after } }] },
      orderBy: { seq: "asc" },
      take: batch,
      select: exportSelect,
    });
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.seq!;
  }
}

import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { SessionUser } from "@/lib/auth/session";

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  metadata?: unknown;
}

const json = (value: unknown) =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);

/** Appends one mutation to the audit log. Actions call it after the change succeeded. */
export async function recordAudit(actor: Pick<SessionUser, "id" | "email"> | null, entry: AuditEntry) {
  await db.auditEvent.create({
    data: {
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? "system",
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: json(entry.before),
      after: json(entry.after),
      metadata: json(entry.metadata),
    },
  });
}

import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

/** Who did it: a signed-in user (lib/auth passes its session user), or null for the system. */
export interface AuditActor {
  id: string;
  email: string;
}

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

/**
 * Appends one mutation to the audit log. Actions call it after the change succeeded. `at`: when it happened (now, but
 * for the sandbox's demo history, whose entries say so in their metadata); the chain orders entries as appended.
 */
export async function recordAudit(actor: AuditActor | null, entry: AuditEntry, at?: Date) {
  await db.auditEvent.create({
    data: {
      ...(at && { at }),
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

import "server-only";
import { db } from "@/lib/db/client";

const NAME = "reconciler";

/**
 * "Sync now", kept in the database: the next reconcile job to run (on any instance) starts a run and clears
 * it. A job queued already, or running, keeps the engine from queueing another, so the request outlives it.
 */
export async function recordSyncRequest(userId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO sync_request (name, "requestedAt", "requestedById", "updatedAt") VALUES (${NAME}, now() AT TIME ZONE 'UTC', ${userId}, now() AT TIME ZONE 'UTC')
    ON CONFLICT (name) DO UPDATE SET "requestedAt" = EXCLUDED."requestedAt", "requestedById" = EXCLUDED."requestedById", "updatedAt" = EXCLUDED."updatedAt"`;
}

/** The pending request, if someone asked for a run and none has started since. */
export function pendingSyncRequest() {
  return db.syncRequest.findFirst({
    where: { name: NAME, requestedAt: { not: null } },
    select: { requestedAt: true, requestedById: true },
  });
}

/** Clears a request the starting run takes care of (one made after `before` stays for the next run). */
export async function clearSyncRequest(before: Date): Promise<void> {
  await db.$executeRaw`UPDATE sync_request SET "requestedAt" = NULL, "requestedById" = NULL WHERE name = ${NAME} AND "requestedAt" <= ${before}`;
}

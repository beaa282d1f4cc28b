import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { db } from "@/lib/db/client";

const LEASE = "reconciler";
/** A holder renews every third of this; if it dies, another instance may take over once it runs out. */
export const leaseSeconds = 30;

/** This process, as a lease holder. */
export const instanceId = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

/**
 * Takes the reconciler's lease when nobody holds it, its holder let it run out, or this instance holds it
 * already; the database's clock decides, so instances on machines whose clocks differ agree. Returns a pending
 * "Sync now" request, if any, or null when another instance holds the lease.
 */
export async function tryAcquireLease(): Promise<{ requestedAt: Date | null; requestedById: string | null } | null> {
  const [row] = await db.$queryRaw<Array<{ requestedAt: Date | null; requestedById: string | null }>>`
    INSERT INTO sync_lease (name, holder, "expiresAt", "updatedAt")
    VALUES (${LEASE}, ${instanceId}, (now() AT TIME ZONE 'UTC') + make_interval(secs => ${leaseSeconds}), now() AT TIME ZONE 'UTC')
    ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, "expiresAt" = EXCLUDED."expiresAt", "updatedAt" = EXCLUDED."updatedAt"
    WHERE sync_lease.holder IS NULL OR sync_lease."expiresAt" < (now() AT TIME ZONE 'UTC') OR sync_lease.holder = ${instanceId}
    RETURNING "requestedAt", "requestedById"`;
  return row ?? null;
}

/** Extends the lease; false when this instance no longer holds it (it ran out and another took it). */
export async function renewLease(): Promise<boolean> {
  const renewed = await db.$executeRaw`
    UPDATE sync_lease SET "expiresAt" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${leaseSeconds}), "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE name = ${LEASE} AND holder = ${instanceId}`;
  return renewed === 1;
}

export async function releaseLease(): Promise<void> {
  await db.$executeRaw`UPDATE sync_lease SET holder = NULL, "expiresAt" = NULL WHERE name = ${LEASE} AND holder = ${instanceId}`;
}

/** "Sync now": whichever instance holds or takes the lease next starts a run. */
export async function requestSync(userId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO sync_lease (name, "requestedAt", "requestedById", "updatedAt") VALUES (${LEASE}, now() AT TIME ZONE 'UTC', ${userId}, now() AT TIME ZONE 'UTC')
    ON CONFLICT (name) DO UPDATE SET "requestedAt" = EXCLUDED."requestedAt", "requestedById" = EXCLUDED."requestedById"`;
}

/** Clears a request the starting run takes care of (one made after `before` stays for the next run). */
export async function clearSyncRequest(before: Date): Promise<void> {
  await db.$executeRaw`UPDATE sync_lease SET "requestedAt" = NULL, "requestedById" = NULL WHERE name = ${LEASE} AND "requestedAt" <= ${before}`;
}

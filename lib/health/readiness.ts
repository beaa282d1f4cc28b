import "server-only";
import { sandboxEnabled } from "@/lib/env";
import { logger } from "@/lib/logging/logger";
import { isDraining } from "@/lib/shutdown/draining";
import { syncHealth } from "@/lib/sync/status";
import { checkDatabase } from "./check-database";
import { checkMigrations } from "./check-migrations";

/** Liveness: the process answers. Nothing here waits on the database, so a database blip never restarts a replica. */
export function liveness() {
  return { status: "ok" as const, draining: isDraining(), sandbox: sandboxEnabled };
}

/**
 * Readiness: whether this instance should get traffic. 503 while it shuts down (from the SIGTERM on), when the
 * database does not answer, when this code's migrations are not all applied, and until the read model holds its first
 * full copy (lists would be incomplete). Nothing private, no counts.
 */
export async function readiness(): Promise<{ ready: boolean; body: Record<string, unknown> }> {
  if (isDraining()) return { ready: false, body: { status: "draining", sandbox: sandboxEnabled } };
  let migrations: Awaited<ReturnType<typeof checkMigrations>>;
  let sync: Awaited<ReturnType<typeof syncHealth>>;
  try {
    await checkDatabase();
    [migrations, sync] = await Promise.all([checkMigrations(), syncHealth()]);
  } catch (error) {
    logger.error({ err: error }, "health: database check failed");
    return { ready: false, body: { status: "error", database: "unreachable", sandbox: sandboxEnabled } };
  }
  const status = migrations === "pending" ? "migrating" : sync.lastCompletedAt ? "ok" : "starting";
  return { ready: status === "ok", body: { status, database: "ok", migrations, sandbox: sandboxEnabled, sync } };
}

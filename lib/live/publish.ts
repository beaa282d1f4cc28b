import "server-only";
import { db } from "@/lib/db/client";

/** Something the pages may show changed. Topics: candidate, screen, problem, bulk-job, webhooks. */
export interface Change {
  topic: "candidate" | "screen" | "problem" | "bulk-job" | "webhooks";
  id: string;
}

export const LIVE_CHANNEL = "dashboard_changes";

/**
 * Announces a change through Postgres NOTIFY, so every app instance (each LISTENs once) can push it to its
 * open browser streams.
 */
export async function publishChange(change: Change) {
  await db.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(change)})`;
}

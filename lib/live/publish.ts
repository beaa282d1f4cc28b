import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

/** Something the pages may show changed. Topics: candidate, screen, problem, bulk-job, webhooks, sync (a run ended). An id of `*` means many rows of that topic. */
export interface Change {
  topic: "candidate" | "screen" | "problem" | "bulk-job" | "webhooks" | "sync";
  id: string;
}

export const LIVE_CHANNEL = "dashboard_changes";

/**
 * Announces changes through Postgres NOTIFY, in one statement, so every app instance (each LISTENs once) can push it to its
 * open browser streams.
 */
export async function publishChange(...changes: Change[]) {
  if (!changes.length) return;
  const notifications = changes.map((change) => Prisma.sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(change)})`);
  await db.$executeRaw`SELECT ${Prisma.join(notifications)}`;
}

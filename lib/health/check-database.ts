import "server-only";
import { db } from "@/lib/db/client";

/** Resolves when the database answers a trivial query; throws when it cannot be reached. */
export async function checkDatabase(): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}

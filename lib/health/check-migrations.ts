import "server-only";
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db/client";

/**
 * The newest migration this code ships (prisma/migrations beside the server: the clone's, or /app's in the image),
 * read once. Null when the folder is not there (a server started some other way): the check is then skipped.
 */
let head: string | null | undefined;
function migrationHead(): string | null {
  if (head !== undefined) return head;
  const dir = path.join(process.cwd(), "prisma", "migrations");
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  head = names.at(-1) ?? null;
  return head;
}

/**
 * Whether the database holds this code's newest migration, finished: the launcher's guard (lib/db/migration-guard.ts)
 * applies migrations in order and refuses a half-applied one, so the newest finished means all are. A migration of a
 * newer release does not make this instance unready: during a rolling upgrade the old replicas keep serving while a
 * new one migrates (each release's migrations keep the previous release working), and a newer release's failed
 * migration stops only its own replicas.
 */
export async function checkMigrations(): Promise<"ok" | "pending" | "unchecked"> {
  const name = migrationHead();
  if (!name) return "unchecked";
  const rows = await db.$queryRaw<{ applied: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM _prisma_migrations
      WHERE migration_name = ${name} AND finished_at IS NOT NULL AND rolled_back_at IS NULL
    ) AS applied`;
  return rows[0]?.applied ? "ok" : "pending";
}

import pg from "pg";

/** One key for every instance of this app on a database: `hashtext('screening-dashboard migrations')` fixed here. */
const MIGRATION_LOCK_KEY = 727_001_144;

/** A database this code must not serve: a migration that failed or never finished, or one newer than the code. */
export class MigrationStateError extends Error {}

interface AppliedMigration {
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/**
 * Runs `migrate` while holding a session-level advisory lock on the database, so that instances starting together
 * migrate one at a time: the first applies what is pending, the others wait and then find nothing to apply. Before
 * migrating, refuses a database a failed migration left half-changed, or one that a newer release migrated (rolling
 * back the code does not roll back the schema): either would make a healthy answer a lie.
 */
export async function withMigrationLock<T>(
  databaseUrl: string,
  known: readonly string[],
  migrate: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await refuseUnservable(client, known);
    return await migrate();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

async function refuseUnservable(client: pg.Client, known: readonly string[]) {
  const { rows: exists } = await client.query<{ t: string | null }>(
    "SELECT to_regclass('public._prisma_migrations')::text AS t",
  );
  if (!exists[0]?.t) return;
  const { rows } = await client.query<AppliedMigration>(
    "SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at",
  );
  const unfinished = rows.find((r) => !r.finished_at && !r.rolled_back_at);
  if (unfinished)
    throw new MigrationStateError(
      `The migration ${unfinished.migration_name} failed or did not finish on this database. Restore the backup taken ` +
        "before the upgrade (npm run db:restore), or finish the migration's SQL by hand and mark it applied, then start again.",
    );
  const knownSet = new Set(known);
  const newer = rows.filter((r) => r.finished_at && !knownSet.has(r.migration_name)).map((r) => r.migration_name);
  if (newer.length)
    throw new MigrationStateError(
      `This database was migrated by a newer release (its newest migration is ${newer.at(-1)}; this code knows up to ` +
        `${known.at(-1) ?? "none"}). Run the release that migrated it, or restore a backup taken before that upgrade.`,
    );
}

import fs from "node:fs";
import { parseArgs } from "node:util";
import { withDatabaseServer } from "../lib/database-server";
import { restoreDatabase, RestoreRefused } from "../../lib/db/backup/restore";

/**
 * npm run db:restore -- <file>
 * Restores a backup made by `npm run db:backup` into an empty database (DATABASE_URL, or a fresh data directory's
 * embedded Postgres: DATA_DIR=<new folder>): migrations to the backup's head, then every table's rows. Refuses a
 * database that is not empty, and a backup taken at another migration head than this version of the app.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || !fs.existsSync(file)) {
  console.error("Usage: npm run db:restore -- <backup file>");
  process.exit(2);
}

const exitCode = await withDatabaseServer(async (url) => {
  try {
    const header = await restoreDatabase(url, fs.createReadStream(file));
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Restored ${header.tables.length} tables (${rows} rows) from ${header.createdAt}, migration ${header.migrationHead}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
});
process.exit(exitCode);

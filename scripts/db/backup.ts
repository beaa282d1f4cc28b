import fs from "node:fs";
import { parseArgs } from "node:util";
import { withDatabaseServer } from "../lib/database-server";
import { backupDatabase } from "../../lib/db/backup/backup";

/**
 * npm run db:backup [-- --out <file>]
 * A logical backup of the app's database (DATABASE_URL, or the embedded Postgres of the data directory while the app
 * is stopped): every table of the dashboard and sandbox schemas from one consistent snapshot, gzip-compressed, with
 * the migration head in its header. docs/operators/personal-data.md ("Backups") says what it holds and why not
 * pg_dump.
 */
const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = values.out ?? `backup-${new Date().toISOString().replace(/[:.]/g, "-")}.sdb.gz`;

const exitCode = await withDatabaseServer(async (url) => {
  const header = await backupDatabase(url, fs.createWriteStream(out, { flags: "wx", mode: 0o600 }));
  const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backed up ${header.tables.length} tables (${rows} rows) at migration ${header.migrationHead} to ${out} (${fs.statSync(out).size} bytes).`,
  );
  return 0;
});
process.exit(exitCode);

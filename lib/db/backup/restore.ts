import "server-only";
import { once } from "node:events";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { deployMigrations, migrationHead } from "../migrations";
import { BACKUP_FORMAT, BACKUP_SCHEMAS, END_OF_TABLE, quoteColumn, quoteTable } from "./format";
import type { BackupHeader, TableHeader } from "./format";

/** Why a restore was refused before it wrote anything. */
export class RestoreRefused extends Error {}

/** Whether the database has anything of the app: a migrations ledger or any table in its schemas. */
async function isEmpty(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = ANY($1) OR table_name = '_prisma_migrations' LIMIT 1`,
    [BACKUP_SCHEMAS],
  );
  return rows.length === 0;
}

/**
 * Restores a backup into an empty database: migrations to the backup's head (refused when this checkout's head
 * differs), then every table's rows by COPY FROM in one transaction with `session_replication_role = replica`, so
 * neither triggers (the analytics rollups are restored as they were) nor foreign keys fire; then each sequence is
 * set past its column's largest value. Needs a superuser (the embedded Postgres's is).
 */
export async function restoreDatabase(databaseUrl: string, input: Readable): Promise<BackupHeader> {
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const first = await lines.next();
  const header = (first.done ? null : JSON.parse(first.value)) as BackupHeader | null;
  if (header?.format !== BACKUP_FORMAT) throw new RestoreRefused("This file is not a screening dashboard backup.");
  const head = migrationHead();
  if (header.migrationHead !== head)
    throw new RestoreRefused(
      `The backup was taken at migration ${header.migrationHead}; this version of the app is at ${head}. Restore it with the version that took it.`,
    );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (!(await isEmpty(client)))
      throw new RestoreRefused("The target database is not empty: restore into a new, empty database.");
    await deployMigrations(databaseUrl);
    await client.query("BEGIN");
    await client.query("SET LOCAL session_replication_role = replica");
    const tables = header.tables.map((t) => quoteTable(t.table)).join(", ");
    // Rows some migrations seed are replaced by the backup's own.
    if (header.tables.length) await client.query(`TRUNCATE ${tables}`);
    for (;;) {
      const next = await lines.next();
      if (next.done) break;
      if (!next.value) continue;
      const table = JSON.parse(next.value) as TableHeader;
      const copy = client.query(
        copyFrom(`COPY ${quoteTable(table.table)} (${table.columns.map(quoteColumn).join(", ")}) FROM STDIN`),
      );
      for (;;) {
        const row = await lines.next();
        if (row.done || row.value === END_OF_TABLE) break;
        if (!copy.write(`${row.value}\n`)) await once(copy, "drain");
      }
      copy.end();
      await finished(copy);
    }
    await resetSequences(client);
    await client.query("COMMIT");
    return header;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Every sequence a column takes its default from, set to that column's largest value (or left at its start). */
async function resetSequences(client: pg.Client) {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `SELECT c.table_schema || '.' || c.table_name AS table, c.column_name AS column,
            pg_get_serial_sequence(quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), c.column_name) AS sequence
     FROM information_schema.columns c
     WHERE c.table_schema = ANY($1) AND c.column_default LIKE 'nextval(%'`,
    [BACKUP_SCHEMAS],
  );
  for (const { table, column, sequence } of rows) {
    if (!sequence) continue;
    await client.query(
      `SELECT setval($1, COALESCE((SELECT max(${quoteColumn(column)}) FROM ${quoteTable(table)}), 1),
                     (SELECT max(${quoteColumn(column)}) FROM ${quoteTable(table)}) IS NOT NULL)`,
      [sequence],
    );
  }
}

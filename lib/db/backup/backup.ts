import "server-only";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { BACKUP_FORMAT, BACKUP_SCHEMAS, BACKUP_VERSION, END_OF_TABLE, quoteColumn, quoteTable } from "./format";
import type { BackupHeader, TableHeader } from "./format";

/** The app's tables (not the migrations ledger, which a restore rebuilds), with their columns in order. */
async function listTables(client: pg.Client): Promise<TableHeader[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `SELECT c.table_schema || '.' || c.table_name AS table, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = ANY($1) AND t.table_type = 'BASE TABLE' AND c.table_name <> '_prisma_migrations'
     GROUP BY 1 ORDER BY 1`,
    [BACKUP_SCHEMAS],
  );
  return rows;
}

/**
 * Writes a logical backup of the database to `out` (gzip): every table of the app's schemas, all read in one
 * REPEATABLE READ READ ONLY snapshot, so the backup is consistent while the app keeps writing. Returns its header.
 */
export async function backupDatabase(databaseUrl: string, out: Writable): Promise<BackupHeader> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  const write = async (data: string | Buffer) => {
    if (!gzip.write(data)) await once(gzip, "drain");
  };
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const [{ head }] = (
      await client.query<{ head: string }>(
        `SELECT migration_name AS head FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
         ORDER BY migration_name DESC LIMIT 1`,
      )
    ).rows as [{ head: string }];
    const [{ server_version: serverVersion }] = (await client.query<{ server_version: string }>("SHOW server_version"))
      .rows as [{ server_version: string }];
    const tables = await listTables(client);
    const counts = await Promise.all(
      tables.map(async ({ table }) => {
        const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteTable(table)}`);
        return { table, rows: Number(rows[0]!.n) };
      }),
    );
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      migrationHead: head,
      createdAt: new Date().toISOString(),
      serverVersion,
      tables: counts,
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await write(`${JSON.stringify(table)}\n`);
      const columns = table.columns.map(quoteColumn).join(", ");
      const copy = client.query(copyTo(`COPY ${quoteTable(table.table)} (${columns}) TO STDOUT`));
      for await (const chunk of copy) await write(chunk as Buffer);
      await write(`${END_OF_TABLE}\n`);
    }
    await client.query("COMMIT");
    gzip.end();
    await done;
    return header;
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

import pg from "pg";

/** Every text, JSON and text-array column of every dashboard table (schema public; the sandbox plays the service). */
async function textColumns(db: pg.Client): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await db.query<{ table: string; column: string }>(`
    SELECT c.table_name AS table, c.column_name AS column
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb') OR c.udt_name IN ('_text', '_varchar'))
    ORDER BY 1, 2`);
  return rows;
}

const like = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How many rows of each dashboard table hold any of these strings (case-insensitive) in any text or JSON column:
 * `table → count`, only tables with at least one.
 */
export async function scanPersonalData(databaseUrl: string, needles: readonly string[]): Promise<Map<string, number>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const byTable = new Map<string, string[]>();
    for (const { table, column } of await textColumns(db)) byTable.set(table, [...(byTable.get(table) ?? []), column]);
    const found = new Map<string, number>();
    for (const [table, columns] of byTable) {
      const where = columns.map((c) => `"${c}"::text ILIKE ANY($1)`).join(" OR ");
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE ${where}`, [
        needles.map(like),
      ]);
      if (rows[0]!.n) found.set(table, rows[0]!.n);
    }
    return found;
  } finally {
    await db.end();
  }
}

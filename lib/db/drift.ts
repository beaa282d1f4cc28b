import pg from "pg";
import { deployMigrations, schemaFromEmptyScript } from "./migrations";

const CATALOG_QUERIES = [
  `SELECT 'column' AS kind, concat_ws(' ', table_schema, table_name, column_name, udt_name, is_nullable, column_default,
     character_maximum_length, numeric_precision) AS item
   FROM information_schema.columns WHERE table_schema IN ('public', 'sandbox') AND table_name <> '_prisma_migrations'`,
  `SELECT 'constraint', concat_ws(' ', conrelid::regclass::text, conname, pg_get_constraintdef(c.oid))
   FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
   WHERE n.nspname IN ('public', 'sandbox') AND conrelid::regclass::text NOT LIKE '%_prisma_migrations'`,
  `SELECT 'index', concat_ws(' ', schemaname, indexdef) FROM pg_indexes
   WHERE schemaname IN ('public', 'sandbox') AND tablename <> '_prisma_migrations'`,
  `SELECT 'enum', concat_ws(' ', n.nspname, t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder))
   FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
   GROUP BY n.nspname, t.typname`,
];

/** Every column, constraint, index and enum of our two schemas, one line each, sorted. */
async function catalog(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const lines: string[] = [];
    for (const sql of CATALOG_QUERIES) {
      const { rows } = await client.query<{ kind: string; item: string }>(sql);
      for (const row of rows) lines.push(`${Object.values(row)[0]}: ${Object.values(row)[1]}`);
    }
    return lines.sort();
  } finally {
    await client.end();
  }
}

/**
 * Compares what the migrations build (applied to `migratedUrl`) with what schema.prisma describes (created
 * from empty in `declaredUrl`). Both databases must be empty. Returns the lines that differ.
 */
export async function findDrift(migratedUrl: string, declaredUrl: string): Promise<string[]> {
  await deployMigrations(migratedUrl);
  const client = new pg.Client({ connectionString: declaredUrl });
  await client.connect();
  try {
    await client.query(await schemaFromEmptyScript(declaredUrl));
  } finally {
    await client.end();
  }
  const [migrated, declared] = await Promise.all([catalog(migratedUrl), catalog(declaredUrl)]);
  const inMigrated = new Set(migrated);
  const inDeclared = new Set(declared);
  return [
    ...declared.filter((l) => !inMigrated.has(l)).map((l) => `schema only:     ${l}`),
    ...migrated.filter((l) => !inDeclared.has(l)).map((l) => `migrations only: ${l}`),
  ];
}

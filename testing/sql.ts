import pg from "pg";
import { inject } from "./inject";

/** A query on the integration run's database, for what a test must check beyond what the app shows. */
export async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

import "server-only";
import { Prisma } from "@/lib/db/generated/client";

/** The planner's estimate of the rows a query returns, from the tables' statistics: no row is read. */
export async function planRows(
  db: { $queryRaw<T>(query: Prisma.Sql): Promise<T> },
  query: Prisma.Sql,
): Promise<number> {
  const [row] = await db.$queryRaw<[{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }]>(
    Prisma.sql`EXPLAIN (FORMAT JSON) ${query}`,
  );
  return row["QUERY PLAN"][0].Plan["Plan Rows"];
}

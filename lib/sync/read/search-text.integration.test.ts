import pg from "pg";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { inject } from "../../../testing/inject";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { searchTextCondition, searchTextMatches } from "./search-text";

/** The narrowed search finds exactly the rows the plain one does, on real rows and the real LIKE and strpos. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const prefix = `int_narrow_${tag}_`;

/** Each row's search text (folded, as the mirror stores it), and so which searches must find it. */
const texts = [
  `bench candidate 0420001 ${tag}`,
  `bench candidate 0042000 ${tag}`,
  `candidate bench 042 ${tag}`,
  `bench  candidate 042 ${tag}`,
  `jose bench candidate 042% ${tag}`,
  `bench candidate 04x ${tag}`,
];

beforeAll(async () => {
  await sql.query(
    `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
     SELECT $1 || i, t, '', now(), t, '', t, '{}', now() FROM unnest($2::text[]) WITH ORDINALITY AS x(t, i)`,
    [prefix, texts],
  );
});

afterAll(async () => {
  await sql.query(`DELETE FROM mirror_candidate WHERE id LIKE $1`, [`${prefix}%`]);
  await sql.end();
});

/** The real database, with a planner that finds "bench" and "candidate" in every row. */
const plannerFindingBenchEverywhere = {
  $queryRaw: async <T>(query: Prisma.Sql): Promise<T> => {
    if (!query.sql.startsWith("EXPLAIN")) return db.$queryRaw<T>(query);
    const common = ["%bench%", "%candidate%"].includes(query.values[0] as string);
    const rows = query.values.length === 0 || common ? 1000 : 1;
    return [{ "QUERY PLAN": [{ Plan: { "Plan Rows": rows } }] }] as T;
  },
};

const found = async (condition: Prisma.Sql) =>
  (
    await db.$queryRaw<{ id: string }[]>(
      Prisma.sql`SELECT c.id FROM mirror_candidate c WHERE c.id LIKE ${`${prefix}%`} AND ${condition} ORDER BY c.id`,
    )
  ).map((row) => row.id.slice(prefix.length));

it("finds the rows the plain search finds, wildcards and accents included", async () => {
  for (const [q, expected] of [
    ["Bench Candidate 042", ["1", "5"]],
    ["bench candidate 0420001", ["1"]],
    ["bench candidate 042%", ["5"]],
    ["JOSÉ bench candidate 042", ["5"]],
    ["bench candidate 04x", ["6"]],
  ] as const) {
    const narrowed = await searchTextCondition(plannerFindingBenchEverywhere, q);
    expect(narrowed.sql, q).toContain("strpos");
    expect(await found(narrowed), q).toEqual(expected);
    expect(await found(searchTextMatches(q)), q).toEqual(expected);
  }
});

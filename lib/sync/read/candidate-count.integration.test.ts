import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { inject } from "../../../testing/inject";

/** The candidates count the unfiltered list reads, against the copy, through inserts, upserts, removals and deletes. */
const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 1 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

afterAll(() => sql.end());

it("follows every write of the copy, in the writing statement", async () => {
  const client = await sql.connect();
  const agrees = async () => {
    const { rows } = await client.query<{ kept: string; actual: string }>(
      `SELECT (SELECT coalesce(max(n), 0) FROM mirror_candidate_count)::text AS kept,
              (SELECT count(*) FROM mirror_candidate WHERE "goneAt" IS NULL)::text AS actual`,
    );
    expect(rows[0]!.kept).toBe(rows[0]!.actual);
    return Number(rows[0]!.kept);
  };
  const insert = (ids: string[]) =>
    client.query(
      `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
       SELECT id, 'Count Test', 'count@example.com', now(), 'count test', 'count@example.com', 'count test', '{}', now()
       FROM unnest($1::text[]) AS id
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, "goneAt" = NULL`,
      [ids],
    );
  try {
    await client.query("BEGIN");
    // Other writers of the shared test database wait until this ends: the count and the rows are compared exactly.
    await client.query("LOCK TABLE mirror_candidate IN SHARE ROW EXCLUSIVE MODE");
    const at = await agrees();
    const ids = Array.from({ length: 6 }, (_, i) => `int_ccount_${tag}_${i}`);
    await insert(ids);
    expect(await agrees()).toBe(at + 6);
    // An upsert of known candidates and a change of name count nothing; a candidate gone leaves, and comes back.
    await insert([...ids.slice(0, 3), `int_ccount_${tag}_new`]);
    await client.query(`UPDATE mirror_candidate SET name = 'Renamed' WHERE id = ANY($1)`, [ids]);
    expect(await agrees()).toBe(at + 7);
    await client.query(`UPDATE mirror_candidate SET "goneAt" = now() WHERE id = ANY($1)`, [ids.slice(0, 2)]);
    await client.query(`DELETE FROM mirror_candidate WHERE id = ANY($1)`, [ids.slice(1, 4)]);
    expect(await agrees()).toBe(at + 3);
    await insert([ids[0]!]);
    expect(await agrees()).toBe(at + 4);
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
});

import pg from "pg";
import { afterAll, beforeAll, expect, inject, it, vi } from "vitest";
import { candidatesQuerySchema, candidateSorts } from "./candidates-query";
import { listCandidates } from "./list-candidates";

/** A search's pages, read through its matches, against one ORDER BY over the same rows: every sort, both ways. */
vi.mock("@/lib/db/client", () => import("@/lib/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const prefix = `int_search_${tag}_`;

beforeAll(async () => {
  // 23 matching candidates with ties in every sort (names, dates, statuses, counts), one gone, and one that
  // does not match.
  await sql.query(
    `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "goneAt", "updatedAt")
     SELECT $1 || lpad(n::text, 2, '0'), v.name, v.email, timestamp '2026-01-01' + make_interval(hours => n % 5),
            lower(v.name), lower(v.email), lower(v.name || ' ' || v.email), '{}', CASE WHEN n = 24 THEN now() END, now()
     FROM generate_series(1, 25) AS n,
          LATERAL (SELECT CASE WHEN n = 25 THEN 'Someone Else' ELSE 'Pat ' || $2 || ' ' || (n % 7) END AS name,
                          'pat' || (n % 4) || '.' || n || '@example.com' AS email) v`,
    [prefix, tag],
  );
  await sql.query(
    `INSERT INTO mirror_candidate_screens ("candidateId", "screenCount", "latestStatus")
     SELECT id, (right(id, 2)::int % 3), CASE WHEN right(id, 2)::int % 2 = 0 THEN 'Completed' ELSE 'Not Started' END
     FROM mirror_candidate WHERE id LIKE $1`,
    [`${prefix}%`],
  );
});

afterAll(async () => {
  await sql.query(`DELETE FROM mirror_candidate_screens WHERE "candidateId" LIKE $1`, [`${prefix}%`]);
  await sql.query(`DELETE FROM mirror_candidate WHERE id LIKE $1`, [`${prefix}%`]);
  await sql.end();
});

const orderOf: Record<(typeof candidateSorts)[number], string> = {
  name: `c."nameKey"`,
  email: `c."emailKey"`,
  createdAt: `c."createdAt"`,
  status: `cs."latestStatus"`,
  screens: `cs."screenCount"`,
};

it("pages a search as one ORDER BY would, forwards and back, with its total and where each page starts", async () => {
  for (const sort of candidateSorts)
    for (const dir of ["asc", "desc"] as const) {
      const { rows } = await sql.query<{ id: string }>(
        `SELECT c.id FROM mirror_candidate c JOIN mirror_candidate_screens cs ON cs."candidateId" = c.id
         WHERE c.id LIKE $1 AND c."goneAt" IS NULL AND c."searchText" LIKE $2
         ORDER BY ${orderOf[sort]} ${dir}, c.id ${dir}`,
        [`${prefix}%`, `%pat ${tag}%`],
      );
      const expected = rows.map((r) => r.id);
      expect(expected).toHaveLength(23);
      const read = (params: Record<string, string>) =>
        listCandidates(candidatesQuerySchema.parse({ q: `Pat ${tag}`, sort, dir, size: "5", ...params }));
      const forwards: string[] = [];
      let page = await read({});
      for (;;) {
        expect(page.total).toBe(23);
        expect(page.start).toBe(forwards.length);
        forwards.push(...page.rows.map((r) => r.id));
        if (!page.next) break;
        page = await read({ after: page.next });
      }
      expect(forwards, `${sort} ${dir}`).toEqual(expected);
      const backwards = page.rows.map((r) => r.id);
      while (page.previous) {
        page = await read({ before: page.previous });
        expect(page.start).toBe(expected.indexOf(page.rows[0]!.id));
        backwards.unshift(...page.rows.map((r) => r.id));
      }
      expect(backwards, `${sort} ${dir} back`).toEqual(expected);
    }
});

it("narrows by the summary's status with the search", async () => {
  const page = await listCandidates(candidatesQuerySchema.parse({ q: `pat ${tag}`, status: "Completed", size: "50" }));
  expect(page.total).toBe(11);
  expect(page.rows.every((r) => r.status === "Completed")).toBe(true);
});

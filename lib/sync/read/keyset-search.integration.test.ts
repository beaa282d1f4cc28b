import pg from "pg";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { inject } from "../../../testing/inject";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { candidatesQuerySchema, candidateSorts } from "./candidates-query";
import { readKeysetPage, type KeysetQuery } from "./keyset";
import { listCandidates } from "./list-candidates";

/** A search's pages, read through its matches, against one ORDER BY over the same rows: every sort, both ways. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

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

it("pages a search counted only so far to its end, forwards and back, its total a floor", async () => {
  const query = (anchor: { after?: string; before?: string }): KeysetQuery<{ id: string; nameKey: string }> => ({
    select: Prisma.sql`c.id, c."nameKey"`,
    from: Prisma.sql`mirror_candidate c`,
    filters: Prisma.sql`c.id LIKE ${`${prefix}%`} AND c."goneAt" IS NULL AND c."searchText" LIKE ${`%pat ${tag}%`}`,
    column: { expression: Prisma.sql`c."nameKey"`, id: Prisma.sql`c.id`, type: "text" },
    direction: "asc",
    anchor,
    size: 5,
    countAtMost: 10,
    cursorOf: (row) => [row.nameKey, row.id],
  });
  const { rows } = await sql.query<{ id: string }>(
    `SELECT id FROM mirror_candidate WHERE id LIKE $1 AND "goneAt" IS NULL AND "searchText" LIKE $2 ORDER BY "nameKey", id`,
    [`${prefix}%`, `%pat ${tag}%`],
  );
  const expected = rows.map((r) => r.id);
  const forwards: string[] = [];
  let page = await readKeysetPage(db, query({}));
  for (;;) {
    expect([page.total, page.totalIsFloor]).toEqual([10, true]);
    expect(page.start).toBe(forwards.length);
    forwards.push(...page.rows.map((r) => r.id));
    if (!page.next) break;
    page = await readKeysetPage(db, query({ after: page.next }));
  }
  expect(forwards).toEqual(expected);
  const backwards = page.rows.map((r) => r.id);
  while (page.previous) {
    page = await readKeysetPage(db, query({ before: page.previous }));
    expect(page.next).not.toBeNull();
    backwards.unshift(...page.rows.map((r) => r.id));
  }
  expect(backwards).toEqual(expected);
  const all = await readKeysetPage(db, { ...query({}), countAtMost: 23 });
  expect([all.total, all.totalIsFloor]).toEqual([23, false]);
});

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { listAssessments } from "./assessments";

/** The sandbox's screens list (4.2) read straight from its tables: pages by kept position, the kept count. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 8 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const org = `org_listing_${tag}`;
const other = `org_listing_other_${tag}`;
const candidate = `cand_listing_${tag}`;

/** Inserts screens of `organization` in one statement: `ids[i]` created at `at[i]`. */
async function insertScreens(organization: string, rows: Array<{ id: string; at: Date }>) {
  await sql.query(
    `INSERT INTO sandbox.assessment (id, "organizationId", "candidateId", "problemId", "problemType", status, "externalResourceMode",
                                     "spokenLocale", "durationMinutes", "scoringCategories", "expiresAt", "createdAt")
     SELECT r.id, $1, $2, p.id, 'technical-assessment', 'Not Started', 'CLOSED', 'en', 60, '[]', now() + interval '7 days', r.at
     FROM unnest($3::text[], $4::timestamp[]) AS r(id, at)
     CROSS JOIN (SELECT id FROM sandbox.problem LIMIT 1) p`,
    [organization, candidate, rows.map((r) => r.id), rows.map((r) => r.at.toISOString().replace("Z", ""))],
  );
}

/** The organization's screens in the list's order, as the tables hold them (newest first, then id). */
async function expectedOrder(organization: string): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `SELECT id FROM sandbox.assessment WHERE "organizationId" = $1 ORDER BY "createdAt" DESC, id ASC`,
    [organization],
  );
  return rows.map((r) => r.id);
}

/** Every page of `pageSize` until an empty one, checking each page's pagination as it goes. */
async function listEverything(organization: string, pageSize: number) {
  const ids: string[] = [];
  let totalItems = -1;
  for (let page = 1; page < 1000; page++) {
    const answer = await listAssessments(organization, { page, pageSize });
    if (totalItems < 0) totalItems = answer.pagination.totalItems;
    expect(answer.pagination).toEqual({ page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) });
    if (!answer.assessments.length) break;
    expect(answer.assessments.length).toBe(page < answer.pagination.totalPages ? pageSize : totalItems - ids.length);
    ids.push(...answer.assessments.map((a) => a.identifier));
  }
  return { ids, totalItems };
}

const base = Date.UTC(2026, 0, 1);
const at = (minutes: number) => new Date(base + minutes * 60_000);

beforeAll(async () => {
  await sql.query(`INSERT INTO sandbox.organization (id, name) VALUES ($1, 'Listing test'), ($2, 'Listing test 2')`, [
    org,
    other,
  ]);
  await sql.query(
    `INSERT INTO sandbox.candidate (id, "organizationId", name, email, "emailKey") VALUES ($1, $2, 'Listing', $3, $3)`,
    [candidate, org, `listing-${tag}@example.test`],
  );
  // 2,345 screens, many sharing a creation time (ties are ordered by id), inserted out of order.
  const rows = Array.from({ length: 2345 }, (_, i) => ({
    id: `int_listing_${tag}_${String((i * 7919) % 2345).padStart(5, "0")}`,
    at: at(Math.floor(((i * 7919) % 2345) / 5)),
  }));
  await insertScreens(org, rows);
  await insertScreens(other, [{ id: `int_listing_other_${tag}`, at: at(10_000) }]);
});

afterAll(async () => {
  await sql.query(`DELETE FROM sandbox.organization WHERE id = ANY($1)`, [[org, other]]);
  await sql.end();
});

describe("GET /assessments in the sandbox: pages by kept position, totals by kept count", () => {
  it("pages through every screen newest first, ties by id, each exactly once, with the organization's own count", async () => {
    const expected = await expectedOrder(org);
    expect(expected).toHaveLength(2345);
    for (const pageSize of [1000, 7]) {
      const { ids, totalItems } = await listEverything(org, pageSize);
      expect(totalItems).toBe(2345);
      expect(ids).toEqual(expected);
    }
    const first = await listAssessments(org, { page: 1, pageSize: 1 });
    const last = await listAssessments(org, { page: 2345, pageSize: 1 });
    expect([first.assessments[0]!.identifier, last.assessments[0]!.identifier]).toEqual([expected[0], expected.at(-1)]);
    expect((await listAssessments(org, { page: 4, pageSize: 1000 })).assessments).toEqual([]);
    expect((await listAssessments(other, { page: 1, pageSize: 1000 })).pagination.totalItems).toBe(1);
  });

  it("keeps the order and the count through a newest insert, an insert among older screens and deletes", async () => {
    await insertScreens(org, [{ id: `int_listing_${tag}_newest`, at: at(100_000) }]);
    // Ties with existing screens at minute 200 and lands between them by id.
    await insertScreens(org, [
      { id: `int_listing_${tag}_01000a`, at: at(200) },
      { id: `int_listing_${tag}_old`, at: at(-5) },
    ]);
    let { ids, totalItems } = await listEverything(org, 1000);
    expect(ids[0]).toBe(`int_listing_${tag}_newest`);
    expect(ids.at(-1)).toBe(`int_listing_${tag}_old`);
    expect(totalItems).toBe(2348);
    expect(ids).toEqual(await expectedOrder(org));

    await sql.query(`DELETE FROM sandbox.assessment WHERE id = ANY($1)`, [
      [`int_listing_${tag}_newest`, `int_listing_${tag}_01000`, `int_listing_${tag}_02000`, `int_listing_${tag}_old`],
    ]);
    ({ ids, totalItems } = await listEverything(org, 1000));
    expect(totalItems).toBe(2344);
    expect(ids).toEqual(await expectedOrder(org));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("stays dense when screens are issued at once from many connections", async () => {
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        insertScreens(org, [{ id: `int_listing_${tag}_burst${String(i).padStart(2, "0")}`, at: at(50_000 + (i % 3)) }]),
      ),
    );
    const { ids, totalItems } = await listEverything(org, 1000);
    expect(totalItems).toBe(2368);
    expect(ids).toEqual(await expectedOrder(org));
    const { rows } = await sql.query<{ positions: number; highest: number }>(
      `SELECT count(DISTINCT "listPosition")::int AS positions, max("listPosition") AS highest FROM sandbox.assessment WHERE "organizationId" = $1`,
      [org],
    );
    expect(rows[0]).toEqual({ positions: 2368, highest: 2368 });
  });
});

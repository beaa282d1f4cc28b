import pg from "pg";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { cohortQuerySchema } from "./cohort-query";
import { listCohort } from "./read-cohort";

/** A cohort's pages against one ORDER BY … NULLS LAST over the same rows: every sort, both ways, every page. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const problemId = `prob_cohort_pages_${tag}`;
const admin = { id: "user_cohort_pages", role: "admin" as const };

beforeAll(async () => {
  // 23 people with a screen each: 15 scored (ties included), 8 without a score, time or completion (unfinished).
  await sql.query(
    `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", score, "completedAt",
                                "completionTimeSeconds", "flagCount", "updatedAt")
     SELECT 'int_cohort_pages_' || $1 || '_' || lpad(n::text, 2, '0'), 'cand_cohort_pages_' || $1 || '_' || n, $2, 'technical-assessment',
            CASE WHEN n <= 15 THEN 'Completed' ELSE 'In Progress' END, now(), '{}', now(),
            CASE WHEN n <= 15 THEN (n % 6) * 10 END, CASE WHEN n <= 15 THEN now() - make_interval(hours => n % 4) END,
            CASE WHEN n <= 15 THEN 600 + n END, CASE WHEN n <= 15 THEN n % 3 END, now()
     FROM generate_series(1, 23) AS n`,
    [tag, problemId],
  );
});

afterAll(async () => {
  await sql.query(`DELETE FROM mirror_screen WHERE "problemId" = $1`, [problemId]);
  await sql.query(`DELETE FROM cohort_version WHERE "problemId" = $1`, [problemId]);
  await sql.end();
});

const columns: Record<string, string> = {
  score: "score",
  completedAt: `"completedAt"`,
  time: `"completionTimeSeconds"`,
  flags: `"flagCount"`,
};

it("reads each page as one ORDER BY … NULLS LAST would, across the rows with and without a value", async () => {
  for (const [sort, column] of Object.entries(columns))
    for (const dir of ["asc", "desc"] as const) {
      const { rows: expected } = await sql.query<{ id: string }>(
        `SELECT id FROM mirror_screen WHERE "problemId" = $1 ORDER BY ${column} ${dir} NULLS LAST, id ${dir}`,
        [problemId],
      );
      const read: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const query = cohortQuerySchema.parse({ sort, dir, page: String(page), size: "6" });
        const result = await listCohort(problemId, query, { sortedScores: [], people: 23 }, admin);
        expect(result.total).toBe(23);
        read.push(...result.rows.map((r) => r.id));
      }
      expect(read, `${sort} ${dir}`).toEqual(expected.map((r) => r.id));
    }
});

it("counts a filtered view in SQL, and takes an unfiltered one's count from the distribution", async () => {
  const filtered = await listCohort(
    problemId,
    cohortQuerySchema.parse({ status: "Completed" }),
    { sortedScores: [], people: 23 },
    admin,
  );
  expect(filtered.total).toBe(15);
  const unfiltered = await listCohort(problemId, cohortQuerySchema.parse({}), { sortedScores: [], people: 99 }, admin);
  expect(unfiltered.total).toBe(99);
});

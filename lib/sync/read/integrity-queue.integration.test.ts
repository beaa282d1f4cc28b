import pg from "pg";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { inject } from "../../../testing/inject";
import { getReviewQueue } from "./integrity-queue";
import { queuePosition } from "./queue-neighbours";

/** The queue's pages and a result's neighbours against one ORDER BY on the risk itself, through a change of risk. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const problemId = `prob_queue_order_${tag}`;
const admin = { id: "user_queue_order", role: "admin" as const };

beforeAll(async () => {
  // 60 results: 56 flagged at four risk levels (one the queue does not know), critical counts and completion
  // times that tie, and 4 without flags.
  await sql.query(
    `INSERT INTO result_snapshot ("interviewId", "candidateId", "problemId", score, risk, "flagCount", "criticalCount", "completedAt", results)
     SELECT 'int_queue_order_' || $1 || '_' || lpad(n::text, 2, '0'), 'cand_queue_order', $2, 50,
            (ARRAY['low', 'high', 'elevated', 'medium'])[1 + n % 4], CASE WHEN n > 56 THEN 0 ELSE 1 + n % 3 END, n % 2,
            timestamp '2026-11-01' + make_interval(hours => n % 5), '{}'
     FROM generate_series(1, 60) AS n`,
    [tag, problemId],
  );
});

afterAll(async () => {
  await sql.query(`DELETE FROM result_snapshot WHERE "problemId" = $1`, [problemId]);
  await sql.end();
});

const expectedOrder = async () =>
  (
    await sql.query<{ id: string }>(
      `SELECT "interviewId" AS id FROM result_snapshot WHERE "problemId" = $1 AND "flagCount" > 0
       ORDER BY CASE risk WHEN 'high' THEN 0 WHEN 'medium' THEN 1 WHEN 'low' THEN 2 ELSE 3 END, "criticalCount" DESC,
                "completedAt" DESC, "interviewId"`,
      [problemId],
    )
  ).rows.map((r) => r.id);

const queue = async () => {
  const [first, second] = [
    await getReviewQueue({ problemId, page: 1 }, admin),
    await getReviewQueue({ problemId, page: 2 }, admin),
  ];
  expect(first.total).toBe(56);
  expect(first.pages).toBe(2);
  return [...first.rows, ...second.rows].map((r) => r.interviewId);
};

it("lists the queue riskiest first, then most critical, newest, by id; a result's neighbours agree", async () => {
  const expected = await expectedOrder();
  expect(await queue()).toEqual(expected);
  for (const i of [0, 13, 55]) {
    const position = await queuePosition(expected[i]!, { problemId });
    expect(position).toMatchObject({
      position: i + 1,
      total: 56,
      inQueue: true,
      previous: expected[i - 1] ?? null,
      next: expected[i + 1] ?? null,
    });
  }
});

it("moves a result whose risk changes", async () => {
  const last = (await expectedOrder()).at(-1)!;
  await sql.query(`UPDATE result_snapshot SET risk = 'high' WHERE "interviewId" = $1`, [last]);
  const expected = await expectedOrder();
  expect(expected.indexOf(last)).toBeLessThan(20);
  expect(await queue()).toEqual(expected);
});

import pg from "pg";
import { afterAll, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { db } from "@/lib/db/client";
import { pruneZeroRollups } from "./prune-rollups-job";

/** The nightly prune against the test database: rows counted back to zero go, every other row stays. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
const problem = `prune_${Date.now().toString(36)}`;

afterAll(async () => {
  await sql.query(`DELETE FROM analytics_rollup WHERE "problemId" = $1`, [problem]);
  await Promise.all([sql.end(), db.$disconnect()]);
});

it("deletes the rows whose count fell to zero, in batches, and keeps the others", async () => {
  // 12,000 zero rows (three batches) and one row per sign of n that must stay.
  await sql.query(
    `INSERT INTO analytics_rollup (grain, source, "issuerId", metric, day, "problemId", key, bucket, n)
     SELECT 'd', '*', '*', 'issued', DATE '2026-01-01' + (g % 300), $1, 'k' || g, 0, CASE g WHEN 1 THEN 4 WHEN 2 THEN -1 ELSE 0 END
     FROM generate_series(1, 12002) g`,
    [problem],
  );
  expect(await pruneZeroRollups()).toBeGreaterThanOrEqual(12_000);
  const { rows } = await sql.query<{ key: string; n: number }>(
    `SELECT key, n FROM analytics_rollup WHERE "problemId" = $1 ORDER BY key`,
    [problem],
  );
  expect(rows).toEqual([
    { key: "k1", n: 4 },
    { key: "k2", n: -1 },
  ]);
});

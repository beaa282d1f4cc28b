import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { getReviewQueue } from "@/lib/sync/read/integrity-queue";

/** Each result keeps how many of its flags have a verdict; the count must follow every verdict write. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const problemId = `prob_reviewed_${tag}`;
const interviewId = `int_reviewed_${tag}`;
const reviewer = `user_reviewed_${tag}`;

async function insertResult() {
  await sql.query(
    `INSERT INTO result_snapshot ("interviewId", "candidateId", "problemId", score, risk, "flagCount", "criticalCount", "completedAt", results)
     VALUES ($1, $2, $3, 71, 'high', 3, 1, now(), '{}')`,
    [interviewId, `cand_reviewed_${tag}`, problemId],
  );
}

const storedCount = async () =>
  (
    await sql.query<{ count: number }>(
      `SELECT "reviewedFlagCount" AS count FROM result_snapshot WHERE "interviewId" = $1`,
      [interviewId],
    )
  ).rows[0]?.count;

const queued = async (reviewed: "yes" | "no") =>
  (await getReviewQueue({ problemId, reviewed, page: 1 }, { id: "reviewed-count-test", role: "admin" })).rows.map(
    (row) => [row.interviewId, row.reviewedCount],
  );

afterAll(async () => {
  await sql.query(`DELETE FROM flag_review WHERE "interviewId" = $1`, [interviewId]);
  await sql.query(`DELETE FROM result_snapshot WHERE "interviewId" = $1`, [interviewId]);
  await sql.end();
});

describe("the reviewed-flag count kept on each result", () => {
  it("follows verdicts written, changed and removed, and is counted when a result arrives after its verdicts", async () => {
    await insertResult();
    expect(await storedCount()).toBe(0);
    expect(await queued("no")).toEqual([[interviewId, 0]]);

    // Written as the verdict action writes its row (lib/review/record-verdict.ts): the count follows the table.
    const verdict = (flagId: string, value: "confirmed" | "cleared") =>
      sql.query(
        `INSERT INTO flag_review ("interviewId", "flagId", "reviewerId", verdict, note, "updatedAt")
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT ("interviewId", "flagId") DO UPDATE SET verdict = EXCLUDED.verdict, "updatedAt" = now()`,
        [interviewId, flagId, reviewer, value, `Checked ${flagId}`],
      );
    await verdict("flag-1", "confirmed");
    await verdict("flag-2", "cleared");
    expect(await storedCount()).toBe(2);
    // A changed verdict is the same flag reviewed: no second count.
    await verdict("flag-2", "confirmed");
    expect(await storedCount()).toBe(2);
    await verdict("flag-3", "cleared");
    expect(await storedCount()).toBe(3);
    expect(await queued("no")).toEqual([]);
    expect(await queued("yes")).toEqual([[interviewId, 3]]);

    await sql.query(`DELETE FROM flag_review WHERE "interviewId" = $1 AND "flagId" = 'flag-3'`, [interviewId]);
    expect(await storedCount()).toBe(2);
    expect(await queued("no")).toEqual([[interviewId, 2]]);

    // The snapshot read again (gone from the copy, then saved anew): its count comes from the verdicts there.
    await sql.query(`DELETE FROM result_snapshot WHERE "interviewId" = $1`, [interviewId]);
    await insertResult();
    expect(await storedCount()).toBe(2);
  });
});

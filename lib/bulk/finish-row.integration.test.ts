import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { db } from "@/lib/db/client";
import { stopJobWorkers } from "@/lib/jobs";
import { finishRow, type Finish } from "./finish-row";
import { enqueueRowRetry } from "./row-job";

/** finishRow against the test database: the claim check, the outcome's columns, the retry queued with it, and a racing cancellation. */
vi.mock("@/lib/env", () => ({
  env: { DATABASE_URL: inject("databaseUrl"), BULK_CONCURRENCY: 1, BULK_ROW_EXPIRE_SECONDS: 30, LOG_LEVEL: "silent" },
}));
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
afterAll(() => Promise.all([sql.end(), db.$disconnect(), stopJobWorkers(1_000)]));

async function rowOfJob(
  jobStatus: string,
  row: { state?: string; claim?: string | null; sentAt?: Date | null; interviewId?: string | null } = {},
) {
  const jobId = randomUUID();
  const rowId = randomUUID();
  await sql.query(
    `INSERT INTO bulk_job (id, "createdById", "problemId", options, status, "totalRows", "updatedAt") VALUES ($1, 'test', 'prob_test', '{}', $2, 1, now())`,
    [jobId, jobStatus],
  );
  await sql.query(
    `INSERT INTO bulk_job_row (id, "jobId", position, name, email, state, attempts, claim, "sentAt", "interviewId", "updatedAt")
     VALUES ($1, $2, 0, 'Ada', 'ada@x.test', $3, 2, $4, $5, $6, now())`,
    [
      rowId,
      jobId,
      row.state ?? "working",
      row.claim === undefined ? "me" : row.claim,
      row.sentAt ?? null,
      row.interviewId ?? null,
    ],
  );
  return { id: rowId, jobId };
}

const read = async (id: string) => (await sql.query(`SELECT * FROM bulk_job_row WHERE id = $1`, [id])).rows[0];
/** The row's next attempts queued in the job engine. */
const queued = async (id: string) =>
  (await sql.query(`SELECT start_after FROM pgboss.job WHERE name = 'bulk-row' AND singleton_key = $1`, [id])).rows;

describe("finishRow", () => {
  it("records an issued screen, releasing the claim and keeping sentAt", async () => {
    const sentAt = new Date("2026-11-21T10:00:00.000Z");
    const row = await rowOfJob("running", { sentAt });
    expect(await finishRow(row, "me", { state: "issued", interviewId: "int_1" }, enqueueRowRetry)).toBe(true);
    expect(await read(row.id)).toMatchObject({
      state: "issued",
      interviewId: "int_1",
      message: null,
      claim: null,
      attempts: 2,
    });
    expect(await queued(row.id)).toEqual([]);
    expect((await read(row.id)).sentAt.getTime()).toBe(sentAt.getTime());
  });

  it("queues the next attempt at the retry time of a retryable outcome, and clears sentAt when told to", async () => {
    const retryAt = new Date(Date.now() + 5000);
    const row = await rowOfJob("running", { sentAt: new Date() });
    const outcome: Finish = { state: "waiting_problem", message: "waiting", retryAt, sentAt: null };
    expect(await finishRow(row, "me", outcome, enqueueRowRetry)).toBe(true);
    const stored = await read(row.id);
    expect(stored).toMatchObject({
      state: "waiting_problem",
      message: "waiting",
      claim: null,
      sentAt: null,
      attempts: 0,
    });
    const [next] = await queued(row.id);
    expect(Math.abs(next.start_after.getTime() - retryAt.getTime())).toBeLessThan(2);
  });

  it("writes nothing when another attempt holds the claim", async () => {
    const row = await rowOfJob("running", { claim: "someone else" });
    expect(await finishRow(row, "me", { state: "issued", interviewId: "int_2" }, enqueueRowRetry)).toBe(false);
    expect(await read(row.id)).toMatchObject({ state: "working", interviewId: null, claim: "someone else" });
  });

  it("cancels a row that would wait again in a cancelled job, but records a screen that was issued", async () => {
    const waiting = await rowOfJob("cancelled");
    await finishRow(
      waiting,
      "me",
      { state: "pending", message: "will retry", retryAt: new Date(Date.now() + 1000) },
      enqueueRowRetry,
    );
    expect(await read(waiting.id)).toMatchObject({
      state: "cancelled",
      message: "cancelled before it was sent",
      claim: null,
    });
    expect(await queued(waiting.id)).toEqual([]);
    const issued = await rowOfJob("cancelled");
    await finishRow(issued, "me", { state: "issued", interviewId: "int_3" }, enqueueRowRetry);
    expect(await read(issued.id)).toMatchObject({ state: "issued", interviewId: "int_3" });
  });

  it("waits for a cancellation in progress, then ends the row cancelled rather than pending in a stopped job", async () => {
    const row = await rowOfJob("running");
    const cancel = await sql.connect();
    try {
      await cancel.query("BEGIN");
      await cancel.query(`UPDATE bulk_job SET status = 'cancelled' WHERE id = $1`, [row.jobId]);
      // The cancellation's row update sees this row as `working` (being sent) and leaves it to finish.
      await cancel.query(
        `UPDATE bulk_job_row SET state = 'cancelled' WHERE "jobId" = $1 AND state IN ('pending', 'waiting_problem')`,
        [row.jobId],
      );
      const finishing = finishRow(
        row,
        "me",
        {
          state: "pending",
          message: "will retry",
          retryAt: new Date(Date.now() + 1000),
        },
        enqueueRowRetry,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect((await read(row.id)).state).toBe("working");
      await cancel.query("COMMIT");
      expect(await finishing).toBe(true);
    } finally {
      cancel.release();
    }
    expect(await read(row.id)).toMatchObject({ state: "cancelled", claim: null });
    expect(await queued(row.id)).toEqual([]);
  });
});

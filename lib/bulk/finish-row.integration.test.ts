import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { finishRow, type Finish } from "./finish-row";

/** finishRow against the test database: the lease check, the outcome's columns, and a racing cancellation. */
vi.mock("@/lib/db/client", async () => {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { PrismaClient } = await import("@/lib/db/generated/client");
  return { db: new PrismaClient({ adapter: new PrismaPg({ connectionString: inject("databaseUrl"), max: 3 }) }) };
});

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
afterAll(() => Promise.all([sql.end(), db.$disconnect()]));

async function rowOfJob(
  jobStatus: string,
  row: { state?: string; leaseOwner?: string | null; sentAt?: Date | null; interviewId?: string | null } = {},
) {
  const jobId = randomUUID();
  const rowId = randomUUID();
  await sql.query(
    `INSERT INTO bulk_job (id, "createdById", "problemId", options, status, "totalRows", "updatedAt") VALUES ($1, 'test', 'prob_test', '{}', $2, 1, now())`,
    [jobId, jobStatus],
  );
  await sql.query(
    `INSERT INTO bulk_job_row (id, "jobId", position, name, email, state, attempts, "leaseOwner", "leaseUntil", "sentAt", "interviewId", "updatedAt")
     VALUES ($1, $2, 0, 'Ada', 'ada@x.test', $3, 2, $4, now() + interval '30 seconds', $5, $6, now())`,
    [
      rowId,
      jobId,
      row.state ?? "working",
      row.leaseOwner === undefined ? "me" : row.leaseOwner,
      row.sentAt ?? null,
      row.interviewId ?? null,
    ],
  );
  return { id: rowId, jobId };
}

const read = async (id: string) => (await sql.query(`SELECT * FROM bulk_job_row WHERE id = $1`, [id])).rows[0];

describe("finishRow", () => {
  it("records an issued screen, releasing the lease and keeping sentAt", async () => {
    const sentAt = new Date("2026-11-21T10:00:00.000Z");
    const row = await rowOfJob("running", { sentAt });
    expect(await finishRow(row, "me", { state: "issued", interviewId: "int_1" })).toBe(true);
    expect(await read(row.id)).toMatchObject({
      state: "issued",
      interviewId: "int_1",
      message: null,
      leaseOwner: null,
      leaseUntil: null,
      attempts: 2,
    });
    expect((await read(row.id)).sentAt.getTime()).toBe(sentAt.getTime());
  });

  it("keeps the lease until the retry time of a retryable outcome, and clears sentAt when told to", async () => {
    const retryAt = new Date(Date.now() + 5000);
    const row = await rowOfJob("running", { sentAt: new Date() });
    const outcome: Finish = { state: "waiting_problem", message: "waiting", retryAt, sentAt: null };
    expect(await finishRow(row, "me", outcome)).toBe(true);
    const stored = await read(row.id);
    expect(stored).toMatchObject({
      state: "waiting_problem",
      message: "waiting",
      leaseOwner: "me",
      sentAt: null,
      attempts: 0,
    });
    expect(Math.abs(stored.leaseUntil.getTime() - retryAt.getTime())).toBeLessThan(2);
  });

  it("writes nothing when another instance holds the lease", async () => {
    const row = await rowOfJob("running", { leaseOwner: "someone else" });
    expect(await finishRow(row, "me", { state: "issued", interviewId: "int_2" })).toBe(false);
    expect(await read(row.id)).toMatchObject({ state: "working", interviewId: null, leaseOwner: "someone else" });
  });

  it("cancels a row that would wait again in a cancelled job, but records a screen that was issued", async () => {
    const waiting = await rowOfJob("cancelled");
    await finishRow(waiting, "me", { state: "pending", message: "will retry", retryAt: new Date(Date.now() + 1000) });
    expect(await read(waiting.id)).toMatchObject({
      state: "cancelled",
      message: "cancelled before it was sent",
      leaseOwner: null,
      leaseUntil: null,
    });
    const issued = await rowOfJob("cancelled");
    await finishRow(issued, "me", { state: "issued", interviewId: "int_3" });
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
      const finishing = finishRow(row, "me", {
        state: "pending",
        message: "will retry",
        retryAt: new Date(Date.now() + 1000),
      });
      await new Promise((r) => setTimeout(r, 300));
      expect((await read(row.id)).state).toBe("working");
      await cancel.query("COMMIT");
      expect(await finishing).toBe(true);
    } finally {
      cancel.release();
    }
    expect(await read(row.id)).toMatchObject({ state: "cancelled", leaseOwner: null });
  });
});

import { randomUUID } from "node:crypto";
import pg from "pg";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { db } from "@/lib/db/client";
import { defineJob, enqueue, enqueueMany, schedule, startJobWorkers, stopJobWorkers } from "@/lib/jobs";

/** The job engine against the test database: transactional enqueue, retries, expiry of a dead worker's job, keys. */
vi.mock("@/lib/env", () => ({ env: { DATABASE_URL: inject("databaseUrl") } }));
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
/** Queue names of this run: the app under test shares the database and must never work them. */
const run = randomUUID().slice(0, 8);

const seen: { kind: string; value: number; retryCount: number }[] = [];
let running = 0;
let mostAtOnce = 0;

const record = defineJob({
  name: `test-record-${run}`,
  payload: z.object({ value: z.number().int() }),
  handler: async ({ value }, { retryCount }) => {
    seen.push({ kind: "record", value, retryCount });
  },
  options: { pollingIntervalSeconds: 0.5 },
});

const flaky = defineJob({
  name: `test-flaky-${run}`,
  payload: z.object({ value: z.number().int() }),
  handler: async ({ value }, { retryCount }) => {
    seen.push({ kind: "flaky", value, retryCount });
    if (retryCount === 0) throw new Error("first attempt fails");
  },
  options: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 },
});

const slow = defineJob({
  name: `test-slow-${run}`,
  payload: z.object({ value: z.number().int() }),
  handler: async ({ value }) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 300));
    running -= 1;
    seen.push({ kind: "slow", value, retryCount: 0 });
  },
  options: { concurrency: 3, pollingIntervalSeconds: 0.5 },
});

const keyed = defineJob({
  name: `test-keyed-${run}`,
  payload: z.object({ value: z.number().int() }),
  handler: async () => undefined,
  options: { policy: "stately" },
});

const abandoned = defineJob({
  name: `test-abandoned-${run}`,
  payload: z.object({ value: z.number().int() }),
  handler: async ({ value }, { retryCount }) => {
    seen.push({ kind: "abandoned", value, retryCount });
  },
  options: { expireInSeconds: 2, retryDelaySeconds: 0, retryBackoff: false, pollingIntervalSeconds: 0.5 },
});

/** Works for three times its kind's expiry (ignoring its signal, as a stuck worker would). */
const lasting = defineJob({
  name: `test-lasting-${run}`,
  payload: z.object({ value: z.number().int() }),
  handler: async ({ value }, { retryCount }) => {
    seen.push({ kind: "lasting", value, retryCount });
    await new Promise((resolve) => setTimeout(resolve, 7_000));
  },
  options: { expireInSeconds: 2, retryDelaySeconds: 0, retryBackoff: false, pollingIntervalSeconds: 0.5 },
});

/** Polls once a minute: only the announcement of an enqueue (wake.ts) gets its jobs run within seconds. */
const waking = defineJob({
  name: `test-waking-${run}`,
  payload: z.object({ value: z.number().int() }),
  handler: async ({ value }, { retryCount }) => {
    seen.push({ kind: "waking", value, retryCount });
  },
  options: { concurrency: 2, pollingIntervalSeconds: 60 },
});

const waitFor = async (what: string, probe: () => boolean, timeoutMs = 30_000) => {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100)))
    if (probe()) return;
  throw new Error(`timed out waiting for ${what}`);
};
const seenOf = (kind: string) => seen.filter((s) => s.kind === kind);

beforeAll(async () => {
  await startJobWorkers([record, flaky, slow, abandoned, lasting, waking], []);
});
afterAll(async () => {
  await stopJobWorkers(2_000);
  await Promise.all([sql.end(), db.$disconnect()]);
});

describe("job engine", () => {
  it("enqueues in the caller's transaction: a rolled-back job never runs, a committed one runs once", async () => {
    await expect(
      db.$transaction(async (tx) => {
        await enqueue(record, { value: 1 }, { tx });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await db.$transaction(async (tx) => {
      expect(await enqueue(record, { value: 2 }, { tx })).toEqual(expect.any(String));
    });
    await waitFor("the committed job", () => seenOf("record").some((s) => s.value === 2));
    await new Promise((r) => setTimeout(r, 1500));
    expect(seenOf("record").map((s) => s.value)).toEqual([2]);
  });

  it("runs an enqueued job at once, not at the workers' next poll, and one sent in a transaction once it commits", async () => {
    // The workers' first poll happened as they started; their next one is a minute away.
    await new Promise((r) => setTimeout(r, 500));
    const sent = Date.now();
    await enqueue(waking, { value: 1 });
    await waitFor("the announced job", () => seenOf("waking").length === 1, 5_000);
    expect(Date.now() - sent).toBeLessThan(5_000);

    await db.$transaction(async (tx) => {
      await enqueueMany(waking, [{ payload: { value: 2 } }, { payload: { value: 3 } }], { tx });
      await new Promise((r) => setTimeout(r, 1_000));
      expect(seenOf("waking").map((s) => s.value)).toEqual([1]);
    });
    await waitFor("both jobs of the committed transaction", () => seenOf("waking").length === 3, 5_000);
  });

  it("refuses a payload its schema does not accept, at the caller", async () => {
    await expect(enqueue(record, { value: "x" } as unknown as { value: number })).rejects.toThrow();
  });

  it("enqueues many in one statement, in a transaction too", async () => {
    await db.$transaction((tx) =>
      enqueueMany(record, [{ payload: { value: 10 } }, { payload: { value: 11 } }], { tx }),
    );
    await waitFor("both jobs", () => seenOf("record").filter((s) => s.value >= 10).length === 2);
  });

  it("retries a job that throws", async () => {
    await enqueue(flaky, { value: 3 });
    await waitFor("the retry", () => seenOf("flaky").length === 2);
    expect(seenOf("flaky").map((s) => s.retryCount)).toEqual([0, 1]);
  });

  it("runs a kind's jobs `concurrency` at a time on one instance", async () => {
    await enqueueMany(
      slow,
      Array.from({ length: 6 }, (_, value) => ({ payload: { value } })),
    );
    await waitFor("six slow jobs", () => seenOf("slow").length === 6);
    expect(mostAtOnce).toBe(3);
  });

  it("retries the job of a worker that died holding it, once it expires", async () => {
    await enqueue(abandoned, { value: 4 }, { startAfter: 60 });
    // As a worker leaves it that fetched the job and was SIGKILLed: active, and nothing will ever complete it.
    const taken = await sql.query(
      `UPDATE pgboss.job SET state = 'active', started_on = now(), start_after = now() WHERE name = $1 AND state = 'created'`,
      [abandoned.name],
    );
    expect(taken.rowCount).toBe(1);
    await waitFor("the expired job's retry", () => seenOf("abandoned").length === 1, 45_000);
    expect(seenOf("abandoned")[0]).toEqual({ kind: "abandoned", value: 4, retryCount: 1 });
  }, 60_000);

  it("gives a job the expiry it was sent with instead of its kind's", async () => {
    await enqueue(lasting, { value: 1 }, { expireInSeconds: 20 });
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
      const { rows } = await sql.query(`SELECT state FROM pgboss.job WHERE name = $1`, [lasting.name]);
      if (rows[0]?.state === "completed") break;
    }
    const { rows } = await sql.query(`SELECT state FROM pgboss.job WHERE name = $1`, [lasting.name]);
    expect(rows).toEqual([{ state: "completed" }]);
    expect(seenOf("lasting")).toEqual([{ kind: "lasting", value: 1, retryCount: 0 }]);
  }, 45_000);

  it("keeps one waiting job per key under the stately policy", async () => {
    const first = await enqueue(keyed, { value: 5 }, { key: "k", startAfter: 600 });
    const second = await enqueue(keyed, { value: 6 }, { key: "k", startAfter: 600 });
    const other = await enqueue(keyed, { value: 7 }, { key: "other", startAfter: 600 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
  });

  it("stores a cron schedule once, however often it is set", async () => {
    await schedule(record, "0 3 * * *", { value: 8 });
    await schedule(record, "0 4 * * *", { value: 8 });
    const { rows } = await sql.query(`SELECT cron, data FROM pgboss.schedule WHERE name = $1`, [record.name]);
    expect(rows).toEqual([{ cron: "0 4 * * *", data: { value: 8 } }]);
  });
});

import { randomUUID } from "node:crypto";
import pg from "pg";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "@/testing/inject";
import { db } from "@/lib/db/client";
import { defineJob, drainJobWorkers, enqueue, startJobWorkers, stopJobWorkers } from "@/lib/jobs";

/**
 * A draining instance (SIGTERM, lib/shutdown): it takes no new job, lets a short running job finish, and hands back
 * the jobs that cannot finish in time (one ignoring its signal, one stopping at it), due at once and without spending
 * an attempt, so another instance takes them at its next poll instead of after their expiry.
 */
vi.mock("@/lib/env", () => ({ env: { DATABASE_URL: inject("databaseUrl") } }));
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
/** Queue names of this run: the app under test shares the database and must never work them. */
const run = randomUUID().slice(0, 8);
const started: string[] = [];
const finished: string[] = [];

const options = { expireInSeconds: 600, retryLimit: 1, retryDelaySeconds: 60, pollingIntervalSeconds: 0.5 };
const short = defineJob({
  name: `test-drain-short-${run}`,
  payload: z.object({}),
  handler: async () => {
    started.push("short");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    finished.push("short");
  },
  options,
});
/** Stops at its signal (as the reconciler does), throwing. */
const heeding = defineJob({
  name: `test-drain-heeding-${run}`,
  payload: z.object({}),
  handler: async (_, { signal }) => {
    started.push("heeding");
    await new Promise((resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
  },
  options,
});
/** Ignores its signal, as a stuck call would. */
const stuck = defineJob({
  name: `test-drain-stuck-${run}`,
  payload: z.object({}),
  handler: async () => {
    started.push("stuck");
    await new Promise((resolve) => setTimeout(resolve, 60_000));
  },
  options,
});
const later = defineJob({ name: `test-drain-later-${run}`, payload: z.object({}), handler: async () => {}, options });

const stateOf = async (id: string | null) => {
  const { rows } = await sql.query<{ state: string; due: boolean; retry_count: number; started_on: Date | null }>(
    `SELECT state, start_after <= now() AS due, retry_count, started_on FROM pgboss.job WHERE id = $1`,
    [id],
  );
  return rows[0];
};

beforeAll(async () => {
  await startJobWorkers([short, heeding, stuck, later], []);
});
afterAll(async () => {
  await stopJobWorkers(1_000);
  await Promise.all([sql.end(), db.$disconnect()]);
});

describe("draining the job workers", () => {
  it("finishes what can finish, hands back the rest due at once, and takes nothing new", async () => {
    const ids = {
      short: await enqueue(short, {}),
      heeding: await enqueue(heeding, {}),
      stuck: await enqueue(stuck, {}),
    };
    for (const deadline = Date.now() + 20_000; started.length < 3 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started.sort()).toEqual(["heeding", "short", "stuck"]);

    const began = Date.now();
    const drained = drainJobWorkers(began + 2_000, began + 4_000);
    const queuedWhileDraining = await enqueue(later, {});
    const outcome = await drained;
    expect(Date.now() - began).toBeLessThan(6_000);
    expect(outcome).toEqual({ running: 3, handedBack: 2 });
    expect(finished).toEqual(["short"]);
    expect(await stateOf(ids.short)).toMatchObject({ state: "completed" });
    for (const id of [ids.heeding, ids.stuck])
      expect(await stateOf(id)).toEqual({ state: "created", due: true, retry_count: 0, started_on: null });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await stateOf(queuedWhileDraining)).toMatchObject({ state: "created" });
  }, 30_000);
});

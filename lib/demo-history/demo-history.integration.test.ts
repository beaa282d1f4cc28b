import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeWebhookSecret } from "@/lib/config/generated-secret";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { until } from "@/testing/until";

/**
 * A fresh sandbox start gives the demo organization its team history once the first sync is in: two instances on one
 * new database, the second started while the first begins the history, seed it once between them, and a later start
 * adds nothing. The suite's own
 * apps run without it (testing/integration-setup.ts), so this file starts apps of its own, on a database of its own.
 */
const shared = {
  WEBHOOK_SECRET: makeWebhookSecret(),
  AUTH_SECRET: randomBytes(32).toString("hex"),
  SANDBOX_DEMO_HISTORY: "on",
};

let dataDir: string;
let database: EmbeddedDatabase;
const servers: AppServer[] = [];

async function query<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const start = (name: string) =>
  startAppServer({
    dataDir: path.join(dataDir, name),
    env: { ...shared, DATABASE_URL: database.url },
    ready: "synced",
    timeoutMs: 240_000,
  });

type Counts = Record<
  | "verdicts"
  | "verdictChanges"
  | "seconded"
  | "decisions"
  | "decisionKinds"
  | "notes"
  | "requests"
  | "requestsOpen"
  | "rounds"
  | "members"
  | "answers"
  | "audited",
  number
>;

/** Everything the history writes, counted (the audit entries it marks, too). */
const counts = async () =>
  (
    await query<Counts>(`SELECT
      (SELECT count(*)::int FROM flag_review) AS verdicts,
      (SELECT count(*)::int FROM flag_review_change) AS "verdictChanges",
      (SELECT count(*)::int FROM flag_review WHERE "secondAt" IS NOT NULL) AS seconded,
      (SELECT count(*)::int FROM decision) AS decisions,
      (SELECT count(DISTINCT decision)::int FROM decision) AS "decisionKinds",
      (SELECT count(*)::int FROM note) AS notes,
      (SELECT count(*)::int FROM review_request) AS requests,
      (SELECT count(*)::int FROM review_request WHERE "doneAt" IS NULL AND "cancelledAt" IS NULL) AS "requestsOpen",
      (SELECT count(*)::int FROM calibration_set) AS rounds,
      (SELECT count(*)::int FROM calibration_member) AS members,
      (SELECT count(*)::int FROM calibration_answer) AS answers,
      (SELECT count(*)::int FROM audit_event WHERE metadata->>'demoHistory' = 'true') AS audited`)
  )[0]!;

beforeAll(async () => {
  dataDir = temporaryDataDir("screening-demo-history-");
  database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe("the sandbox's demo team history", () => {
  let first: Counts;

  it("is seeded once after the first sync, with two instances working it", async () => {
    // The second starts once the first has made the job engine's queues: two instances creating them at once on a new
    // database can deadlock in pg-boss (reliability/instances.reliability.test.ts starts its others after one, too).
    servers.push(await start("a"));
    servers.push(await start("b"));
    await until(
      "the demo history to be seeded",
      async () => {
        const [marker] = await query<{ value: { finishedAt: string | null } }>(
          `SELECT value FROM app_setting WHERE key = 'sandbox.demo-history'`,
        );
        return marker?.value.finishedAt;
      },
      240_000,
      { intervalMs: 1000 },
    );
    first = await counts();
    expect(first.verdicts).toBeGreaterThan(30);
    expect(first.seconded).toBeGreaterThan(0);
    expect(first.decisions).toBeGreaterThan(first.verdicts / 2);
    expect(first.decisionKinds).toBe(3);
    expect(first.notes).toBeGreaterThan(5);
    expect(first.requests).toBeGreaterThan(first.requestsOpen);
    expect(first.rounds).toBe(2);
    expect(first.members).toBe(6);
    expect(first.answers).toBeGreaterThan(20);
    // Each verdict, second opinion, request, decision, note and round change is in the audit log, marked.
    expect(first.audited).toBeGreaterThan(first.verdictChanges + first.decisions);
    // Once: no act of the history twice (two instances, one history).
    const doubled = await query(
      `SELECT 1 FROM flag_review_change GROUP BY "interviewId", "flagId", verdict, at HAVING count(*) > 1`,
    );
    expect(doubled).toEqual([]);
  }, 600_000);

  it("leaves a second opinion waiting for the demo admin and a calibration round due, on their inbox", async () => {
    const waiting = await query<{ email: string }>(
      `SELECT u.email FROM review_request r JOIN "User" u ON u.id = r."assigneeId"
       WHERE r."doneAt" IS NULL AND r."cancelledAt" IS NULL`,
    );
    expect(waiting.map((w) => w.email)).toContain("admin@sandbox.test");
    const [open] = await query<{ due: string; members: number; answered: number; items: number }>(
      `SELECT to_char(s."dueAt", 'YYYY-MM-DD') AS due,
              (SELECT count(*)::int FROM calibration_member m WHERE m."setId" = s.id) AS members,
              (SELECT count(DISTINCT a."reviewerId")::int FROM calibration_answer a WHERE a."setId" = s.id) AS answered,
              (SELECT count(*)::int FROM calibration_item i WHERE i."setId" = s.id) AS items
       FROM calibration_set s WHERE s."closedAt" IS NULL`,
    );
    expect(open).toMatchObject({ members: 3, answered: 3 });
    expect(open!.due >= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(open!.items).toBeGreaterThanOrEqual(2);
  });

  it("fills the analytics rollups over the last thirteen weeks", async () => {
    const [weeks] = await query<{ reviews: number; decisions: number; completions: number }>(
      `SELECT count(DISTINCT day) FILTER (WHERE metric = 'reviews_by')::int AS reviews,
              count(DISTINCT day) FILTER (WHERE metric = 'decisions_by')::int AS decisions,
              count(DISTINCT day) FILTER (WHERE metric = 'done')::int AS completions
       FROM analytics_rollup WHERE grain = 'w' AND source = '*' AND "issuerId" = '*' AND n > 0
         AND day > now() - interval '91 days'`,
    );
    expect(weeks!.reviews).toBeGreaterThanOrEqual(10);
    expect(weeks!.decisions).toBeGreaterThanOrEqual(10);
    expect(weeks!.completions).toBeGreaterThanOrEqual(12);
    const [tally] = await query<{ confirmed: number; cleared: number }>(
      `SELECT sum(confirmed)::int AS confirmed, sum(cleared)::int AS cleared FROM flag_tally`,
    );
    expect(tally!.confirmed).toBeGreaterThan(0);
    expect(tally!.cleared).toBeGreaterThan(0);
  });

  it("adds nothing when the app starts again", async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    servers.push(await start("a"));
    // The start's history job has run (and found the marker) once the instance has worked its start-up jobs.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(await counts()).toEqual(first);
  }, 300_000);
});

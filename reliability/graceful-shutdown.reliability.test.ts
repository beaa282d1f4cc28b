import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { pool, sandboxHttp } from "@/testing/sandbox-http";
import { recordMetrics } from "./support/metrics";

/**
 * SIGTERM with work in flight, as `docker stop` or a Kubernetes rollout send it to `npm start` (the launcher):
 * readiness answers 503 at once while liveness still answers; requests in flight (slow public API calls, the
 * sandbox's latency) and one sent during the drain delay all end 200; bulk rows that were running finish or are
 * handed back due at once (none is left active for its expiry, which is set far away); the launcher exits 0 within
 * 25 s. A second server on the same data then ends the bulk job with every candidate holding exactly one screen.
 */
const ROWS = 40;
const acmeKey = `sbx_rel_${randomBytes(10).toString("hex")}`;
const globexKey = `sbx_rel_${randomBytes(10).toString("hex")}`;
const env = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  SANDBOX_API_KEYS: `acme:${acmeKey},globex:${globexKey}`,
  SANDBOX_RATE_LIMIT_PER_SECOND: "100000",
  SHUTDOWN_DELAY_SECONDS: "3",
  // Far beyond the test: a row left active would be taken over only after this, and the test would see it.
  BULK_ROW_EXPIRE_SECONDS: "900",
});
const finalStates = ["issued", "already_issued", "failed", "cancelled"];

let dataDir: string;
let database: EmbeddedDatabase;
let server: AppServer | undefined;
let sql: pg.Client;

beforeAll(async () => {
  dataDir = temporaryDataDir("screening-sigterm-");
  database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bulk job of ROWS new candidates (Acme), started through the app's own action; returns its id and candidates. */
async function startBulkJob(baseUrl: string) {
  const http = sandboxHttp(baseUrl, acmeKey);
  const candidates = await pool(
    Array.from({ length: ROWS }, (_, i) => i),
    6,
    async (i) =>
      (
        await http.json<{ identifier: string }>("POST", "/api/public/candidates", {
          name: `Shutdown Test ${i}`,
          email: `sigterm-${i}@reliability.example`,
        })
      ).identifier,
  );
  const page = await http.json<{ assessments: { problemId: string }[] }>(
    "GET",
    "/api/public/assessments?page=1&pageSize=200",
  );
  const problems = await pool([...new Set(page.assessments.map((a) => a.problemId))], 4, (id) =>
    http.json<{ problem: { id: string; status?: string; testMode?: boolean } }>("GET", `/api/public/problems/${id}`),
  );
  const problemId = problems.map((p) => p.problem).find((p) => p.status === "Ready" && !p.testMode)?.id;
  expect(problemId).toBeDefined();
  // Every call the rows make takes 4 s: rows are running when the SIGTERM comes, and can finish within the drain.
  await http.json("POST", "/api/sandbox/faults", { latencyMs: 4_000 });
  const action = listServerActions().find((a) => a.name === "createBulkJobAction")!;
  const cookie = await signIn(baseUrl, "admin@sandbox.test");
  const roster = candidates.map((candidateId) => ({
    candidateId,
    name: "Shutdown Test",
    email: "x@reliability.example",
  }));
  const { result } = await callAction(
    baseUrl,
    action,
    { problemId, options: { shouldSendEmail: false }, roster },
    cookie,
  );
  const jobId = (result as { ok: boolean; data: { jobId: string } }).data.jobId;
  expect(jobId).toBeTruthy();
  return { jobId, candidates, problemId: problemId!, http };
}

const rowStates = async (jobId: string) => {
  const { rows } = await sql.query<{ state: string; n: number }>(
    `SELECT state, COUNT(*)::int AS n FROM bulk_job_row WHERE "jobId" = $1 GROUP BY state`,
    [jobId],
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Record<string, number>;
};

/** GET /api/health?ready once: "<HTTP status> <status field>", or null when nothing answers (the port closed). */
const readinessOf = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health?ready`, { signal: AbortSignal.timeout(2_000) }).then(
    async (r) => `${r.status} ${((await r.json()) as { status: string }).status}`,
    () => null,
  );

/** GET /api/health?ready every 50 ms until the port closes: what it answered, in order. */
async function watchReadiness(baseUrl: string, stop: () => boolean) {
  const answers: string[] = [];
  while (!stop()) {
    const answer = await readinessOf(baseUrl);
    if (!answer) break;
    answers.push(answer);
    await sleep(50);
  }
  return answers;
}

/** Slow public API calls of another organization (Globex, 6 s each), started now: their statuses once they end. */
function slowRequests(baseUrl: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${baseUrl}/api/public/candidates?page=1&pageSize=5`, {
        headers: { "x-api-key": globexKey },
        signal: AbortSignal.timeout(40_000),
      }).then(
        async (r) => (await r.text(), r.status),
        (error: unknown) => String(error),
      ),
    ),
  );
}

/** How many screens of `problemId` each candidate holds, as the sandbox lists them (every page). */
async function screensOf(http: ReturnType<typeof sandboxHttp>, problemId: string) {
  const screens = new Map<string, number>();
  for (let p = 1, total = 1; p <= total && p <= 50; p++) {
    const body = await http.json<{
      assessments: { candidateId: string; problemId: string }[];
      pagination: { totalPages: number };
    }>("GET", `/api/public/assessments?page=${p}&pageSize=1000`);
    total = body.pagination.totalPages;
    for (const a of body.assessments)
      if (a.problemId === problemId) screens.set(a.candidateId, (screens.get(a.candidateId) ?? 0) + 1);
  }
  return screens;
}

describe("SIGTERM with requests and jobs in flight", () => {
  it("answers readiness 503 at once, finishes every request, loses no job and exits 0 within 25 s", async () => {
    server = await startAppServer({ dataDir, env: env(database.url) });
    const { baseUrl, port } = server;
    // Ready before the signal (the first copy of the read model is done), so a 503 after it is the drain's.
    for (let i = 0; i < 240 && (await readinessOf(baseUrl)) !== "200 ok"; i++) await sleep(250);
    expect(await readinessOf(baseUrl)).toBe("200 ok");
    const { jobId, candidates, problemId, http } = await startBulkJob(baseUrl);
    await sandboxHttp(baseUrl, globexKey).json("POST", "/api/sandbox/faults", { latencyMs: 6_000 });
    let atTerm: Record<string, number> = {};
    for (let i = 0; i < 300 && !(atTerm.working ?? 0); i++) {
      atTerm = await rowStates(jobId);
      await sleep(100);
    }
    expect(atTerm.working ?? 0).toBeGreaterThan(0);

    const inFlight = slowRequests(baseUrl, 5);
    await sleep(1_000);
    const terminated = server.terminate();
    await sleep(200);
    const liveWhileDraining = await fetch(`${baseUrl}/api/health`).then((r) => r.status);
    const duringDelay = slowRequests(baseUrl, 1);
    let exited = false;
    const readiness = await watchReadiness(baseUrl, () => exited);
    const exit = await terminated.finally(() => (exited = true));
    server = undefined;
    const statuses = [...(await inFlight), ...(await duringDelay)];
    const { rows: active } = await sql.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM pgboss.job WHERE name = 'bulk-row' AND state = 'active'`,
    );
    const { rows: handedBack } = await sql.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM pgboss.job WHERE name = 'bulk-row' AND state IN ('created', 'retry') AND started_on IS NULL AND start_after <= now()`,
    );
    const afterTerm = await rowStates(jobId);

    // A new server on the same data finishes the job: nothing was lost, nothing was done twice.
    server = await startAppServer({ dataDir, env: env(database.url), port });
    await http.json("POST", "/api/sandbox/faults", { latencyMs: null });
    let status = "";
    for (let i = 0; i < 240 && status !== "completed"; i++) {
      await sleep(500);
      const { rows } = await sql.query<{ status: string }>(`SELECT status FROM bulk_job WHERE id = $1`, [jobId]);
      status = rows[0]?.status ?? "";
    }
    const screens = await screensOf(http, problemId);
    const final = await rowStates(jobId);
    recordMetrics("graceful-shutdown", {
      exitCode: String(exit.code),
      exitMs: Math.round(exit.ms),
      readinessAnswers: readiness.join(","),
      requestStatuses: statuses.join(","),
      rowsWorkingAtTerm: atTerm.working ?? 0,
      rowsFinalAtExit: finalStates.reduce((sum, k) => sum + (afterTerm[k] ?? 0), 0),
      jobsLeftActive: active[0]!.n,
      jobsHandedBackOrQueued: handedBack[0]!.n,
      jobStatus: status,
    });

    expect(liveWhileDraining).toBe(200);
    expect(readiness.length).toBeGreaterThan(0);
    expect(readiness.every((answer) => answer === "503 draining")).toBe(true);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(25_000);
    expect(active[0]!.n).toBe(0);
    expect(status).toBe("completed");
    expect(final.failed ?? 0).toBe(0);
    expect(candidates.filter((c) => screens.get(c) !== 1)).toEqual([]);
  }, 600_000);
});

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
 * A bulk job survives its server being killed: the launcher and its next-server child get SIGKILL (their whole
 * process group, nothing may clean up) while rows are in flight, a new server starts on the same data, and the
 * job must end with every row final and every candidate holding exactly one screen of the problem, as the
 * sandbox itself lists them. Postgres runs outside the killed group, as a database server would.
 */
const ROWS = 300;
const apiKey = `sbx_rel_${randomBytes(10).toString("hex")}`;
const env = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  SANDBOX_API_KEYS: `acme:${apiKey}`,
  SANDBOX_RATE_LIMIT_PER_SECOND: "100000",
  // Slow enough that the kill lands mid-run; a short expiry so the new server takes over orphaned rows soon.
  SCREENING_API_MAX_RPS: "20",
  BULK_ROW_EXPIRE_SECONDS: "10",
});
const finalStates = ["issued", "already_issued", "failed", "cancelled"];

let dataDir: string;
let database: EmbeddedDatabase;
let server: AppServer | undefined;

beforeAll(async () => {
  dataDir = temporaryDataDir("screening-crash-");
  database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

interface Page {
  assessments: { candidateId: string; problemId: string }[];
  pagination: { totalPages: number };
}

describe("bulk job: SIGKILL and resume", () => {
  it("ends with every row final, no duplicate and no lost screen", async () => {
    server = await startAppServer({ dataDir, env: env(database.url) });
    const http = sandboxHttp(server.baseUrl, apiKey);

    const candidates = await pool(
      Array.from({ length: ROWS }, (_, i) => i),
      6,
      async (i) => {
        const { identifier } = await http.json<{ identifier: string }>("POST", "/api/public/candidates", {
          name: `Crash Test ${i}`,
          email: `crash-${i}@reliability.example`,
        });
        return identifier;
      },
    );
    const page = await http.json<Page>("GET", "/api/public/assessments?page=1&pageSize=200");
    const problems = await pool([...new Set(page.assessments.map((a) => a.problemId))], 4, (id) =>
      http.json<{ problem: { id: string; status?: string; testMode?: boolean } }>("GET", `/api/public/problems/${id}`),
    );
    const problemId = problems.map((p) => p.problem).find((p) => p.status === "Ready" && !p.testMode)?.id;
    expect(problemId).toBeDefined();
    // Injected failures make the rows take the retry and reconciliation paths as well as the happy one.
    await http.json("POST", "/api/sandbox/faults", { errorRate: 0.05 });

    const action = listServerActions().find((a) => a.name === "createBulkJobAction")!;
    const cookie = await signIn(server.baseUrl, "admin@sandbox.test");
    const roster = candidates.map((candidateId) => ({
      candidateId,
      name: "Crash Test",
      email: "crash@reliability.example",
    }));
    const { result } = await callAction(
      server.baseUrl,
      action,
      { problemId, options: { shouldSendEmail: false }, roster },
      cookie,
    );
    const jobId = (result as { ok: boolean; data: { jobId: string } }).data.jobId;
    expect(jobId).toBeTruthy();

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const states = async () => {
        const { rows } = await db.query<{ state: string; n: number }>(
          `SELECT state, COUNT(*)::int AS n FROM bulk_job_row WHERE "jobId" = $1 GROUP BY state`,
          [jobId],
        );
        return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Record<string, number>;
      };
      const finalCount = (s: Record<string, number>) => finalStates.reduce((sum, k) => sum + (s[k] ?? 0), 0);

      // Kill once about a third is done, with rows in flight.
      let atKill: Record<string, number> = {};
      for (let i = 0; i < 600; i++) {
        atKill = await states();
        if (finalCount(atKill) >= ROWS / 3 && (atKill.working ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(finalCount(atKill)).toBeLessThan(ROWS);
      const port = server.port;
      await server.kill();
      server = undefined;

      // The same port: the sandbox client above keeps talking to it.
      server = await startAppServer({ dataDir, env: env(database.url), port });
      let status = "";
      for (let i = 0; i < 360 && status !== "completed"; i++) {
        await new Promise((r) => setTimeout(r, 500));
        const { rows } = await db.query<{ status: string }>(`SELECT status FROM bulk_job WHERE id = $1`, [jobId]);
        status = rows[0]?.status ?? "";
      }
      const after = await states();
      const { rows: reconciled } = await db.query<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM bulk_job_row WHERE "jobId" = $1 AND message LIKE 'found the screen%'`,
        [jobId],
      );
      await http.json("POST", "/api/sandbox/faults", { errorRate: null });

      const counts = new Map<string, number>();
      for (let p = 1, total = 1; p <= total && p <= 50; p++) {
        const body = await http.json<Page>("GET", `/api/public/assessments?page=${p}&pageSize=1000`);
        total = body.pagination.totalPages;
        for (const a of body.assessments)
          if (a.problemId === problemId) counts.set(a.candidateId, (counts.get(a.candidateId) ?? 0) + 1);
      }
      const duplicates = candidates.filter((c) => (counts.get(c) ?? 0) > 1);
      const lost = candidates.filter((c) => !counts.get(c));
      recordMetrics("bulk-crash", {
        rows: ROWS,
        finalAtKill: finalCount(atKill),
        inFlightAtKill: atKill.working ?? 0,
        jobStatus: status,
        issued: (after.issued ?? 0) + (after.already_issued ?? 0),
        failedRows: after.failed ?? 0,
        reconciledAfterCrash: reconciled[0]!.n,
        duplicates: duplicates.length,
        lost: lost.length,
      });
      expect(status).toBe("completed");
      expect(finalCount(after)).toBe(ROWS);
      expect(after.failed ?? 0).toBe(0);
      expect(duplicates).toEqual([]);
      expect(lost).toEqual([]);
    } finally {
      await db.end();
    }
  }, 600_000);
});

import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { sandboxHttp } from "@/testing/sandbox-http";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "@/emulators/greenhouse/emulator";
import { recordMetrics } from "./support/metrics";
import { until } from "../testing/until";

/**
 * ATS deliveries survive their server being killed: results of 40 completed screens are on their way to Greenhouse
 * (notes and PDFs, each call slowed down so the kill lands mid-delivery) when the launcher and its next-server get
 * SIGKILL; a new server starts on the same data, and every application must end with exactly one note and one PDF:
 * none lost, none sent twice (a note that landed before the kill is found by its marker, not written again).
 */
const APPLICATIONS = 40;
const JOB = 777;
const apiKey = `sbx_rel_${randomBytes(10).toString("hex")}`;
const authSecret = randomBytes(32).toString("base64url");
const run = promisify(execFile);
const env = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  SANDBOX_API_KEYS: `acme:${apiKey}`,
  SANDBOX_RATE_LIMIT_PER_SECOND: "100000",
  AUTH_SECRET: authSecret,
  ATS_CALLBACK_HOSTS: "127.0.0.1",
  // Deliveries held by the killed server are resumed once their lease lapses: the shortest one allowed.
  OUTBOX_LEASE_SECONDS: "30",
});

let dataDir: string;
let database: EmbeddedDatabase;
let server: AppServer | undefined;
let gh: GreenhouseEmulator;

beforeAll(async () => {
  dataDir = temporaryDataDir("screening-ats-crash-");
  database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
  gh = await startGreenhouseEmulator();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await gh?.close();
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe("ATS outbox: SIGKILL during deliveries", () => {
  it("ends with exactly one note and one PDF per application", async () => {
    server = await startAppServer({ dataDir, env: env(database.url) });
    const http = sandboxHttp(server.baseUrl, apiKey);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const started = Date.now();
    try {
      const problemId = await until(
        "a Ready problem",
        async () =>
          (await db.query(`SELECT "problemId" FROM problem_registry WHERE status = 'Ready' ORDER BY 1 LIMIT 1`)).rows[0]
            ?.problemId as string,
        180_000,
      );
      await run(
        process.execPath,
        [
          path.resolve("node_modules/tsx/dist/cli.mjs"),
          "--conditions=react-server",
          "scripts/ats-connect.ts",
          "--ats=greenhouse",
          `--key=${gh.apiKey}`,
          `--secret=${gh.secret}`,
          `--base-url=${gh.url}`,
          `--user-id=${gh.userId}`,
          `--dashboard-url=${server.baseUrl}`,
          `--rule=${JOB}:Screening=${problemId}`,
        ],
        { env: { ...process.env, ...env(database.url), DATA_DIR: dataDir } },
      );
      const hook = `${server.baseUrl}/api/ats/greenhouse/webhook`;
      const applications = Array.from({ length: APPLICATIONS }, (_, i) =>
        gh.addApplication({ jobId: JOB, name: `Crash Person ${i}`, email: `ats-crash-${i}@reliability.example` }),
      );
      for (const a of applications) expect(await gh.sendStageChange(hook, a.id, "Screening")).toBe(200);
      const screens = await until(
        "every screen issued",
        async () => {
          const { rows } = await db.query<{ interviewId: string }>(
            `SELECT "interviewId" FROM ats_application_screen WHERE "interviewId" IS NOT NULL`,
          );
          return rows.length === APPLICATIONS ? rows : null;
        },
        180_000,
      );

      // Each Harvest call now takes 400 ms: deliveries are in flight when the kill comes.
      gh.faults.latencyMs = 400;
      for (const { interviewId } of screens)
        await http.json("POST", `/api/sandbox/assessments/${interviewId}/advance`, { to: "Completed" });
      const notes = () => applications.reduce((n, a) => n + gh.candidates.get(a.candidate_id)!.notes.length, 0);
      await until("some notes written", async () => notes() >= APPLICATIONS / 4, 180_000);
      const atKill = notes();
      expect(atKill).toBeLessThan(APPLICATIONS);
      const port = server.port;
      const killedAt = Date.now();
      await server.kill();
      server = await startAppServer({ dataDir, env: env(database.url), port });

      await until(
        "every outbox message delivered",
        async () => {
          const { rows } = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM outbox_message WHERE "targetKind" = 'ats' AND status = 'delivered'`,
          );
          return rows[0]!.n === APPLICATIONS;
        },
        400_000,
      );
      const noteCounts = applications.map((a) => gh.candidates.get(a.candidate_id)!.notes.length);
      const fileCounts = applications.map((a) => gh.applications.get(a.id)!.attachments.length);
      recordMetrics("ats-crash", {
        secondsToKill: Math.round((killedAt - started) / 1000),
        secondsToRecover: Math.round((Date.now() - killedAt) / 1000),
        applications: APPLICATIONS,
        notesAtKill: atKill,
        lostNotes: noteCounts.filter((n) => n === 0).length,
        duplicateNotes: noteCounts.filter((n) => n > 1).length,
        lostFiles: fileCounts.filter((n) => n === 0).length,
        duplicateFiles: fileCounts.filter((n) => n > 1).length,
      });
      expect(noteCounts).toEqual(applications.map(() => 1));
      expect(fileCounts).toEqual(applications.map(() => 1));
    } finally {
      await db.end();
    }
  }, 900_000);
});

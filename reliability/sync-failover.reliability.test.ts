import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { makeWebhookSecret } from "@/lib/config/generated-secret";
import { compareMirror } from "@/testing/sync/compare-mirror";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { sandboxHttp } from "@/testing/sandbox-http";
import { insertBenchRows } from "@/testing/seed-sql";
import { recordMetrics } from "./support/metrics";
import { untilDefined } from "@/testing/until";

/**
 * The reconciler fails over: two instances on one Postgres, a reconcile of 10,000 more screens requested, the
 * instance holding the lease SIGKILLed (its process group, mid-listing); the other takes the lease when it runs
 * out and finishes the same run from its cursor. Afterwards the mirror equals the API: nothing lost, nothing
 * twice.
 */
const apiKey = `sbx_rel_${randomBytes(10).toString("hex")}`;
const shared = { WEBHOOK_SECRET: makeWebhookSecret(), AUTH_SECRET: randomBytes(32).toString("hex") };
const env = (databaseUrl: string) => ({
  ...shared,
  DATABASE_URL: databaseUrl,
  SANDBOX_API_KEYS: `acme:${apiKey}`,
  SANDBOX_RATE_LIMIT_PER_SECOND: "100000",
  // Only the runs this test asks for.
  SYNC_INTERVAL_SECONDS: "3600",
});

let dataDir: string;
let database: EmbeddedDatabase;
const servers: AppServer[] = [];

beforeAll(async () => {
  dataDir = temporaryDataDir("screening-failover-");
  database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/** The process group a pid belongs to (field 5 of /proc/<pid>/stat). */
const groupOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[2]);

describe("reconciler failover", () => {
  it("another instance finishes the run of one killed mid-listing, from its cursor", async () => {
    const db = new pg.Client({ connectionString: database.url });
    const one = async <T>(query: string, params: unknown[] = []) => (await db.query(query, params)).rows[0] as T;
    const waitFor = <T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 120_000) =>
      untilDefined(what, probe, timeoutMs, { intervalMs: 250 });
    servers.push(await startAppServer({ dataDir: path.join(dataDir, "a"), env: env(database.url) }));
    await db.connect();
    try {
      await waitFor(
        async () =>
          (await one<{ n: number }>(`SELECT count(*)::int AS n FROM sync_run WHERE status = 'completed'`)).n
            ? true
            : undefined,
        "the first backfill",
      );
      servers.push(await startAppServer({ dataDir: path.join(dataDir, "b"), env: env(database.url) }));

      const template = await one<{ candidateId: string; problemId: string }>(
        `SELECT "candidateId", "problemId" FROM sandbox.assessment WHERE "organizationId" = 'acme' LIMIT 1`,
      );
      await insertBenchRows(database.url, {
        organizationCandidateId: template.candidateId,
        templateScreenProblemId: template.problemId,
        candidates: 10_000,
        screens: 10_000,
      });
      // Each call of the reconciler now waits, so the listing is long enough to be killed in the middle.
      await sandboxHttp(servers[0]!.baseUrl, apiKey).json("POST", "/api/sandbox/faults", { latencyMs: 800 });

      const cookie = await signIn(servers[0]!.baseUrl, "admin@sandbox.test");
      const syncNow = listServerActions().find((a) => a.name === "syncNowAction")!;
      await callAction(servers[0]!.baseUrl, syncNow, {}, cookie);
      const run = await waitFor(
        async () =>
          one<{ id: string; holder: string; nextPage: number } | undefined>(
            `SELECT id::text, holder, "nextPage" FROM sync_run WHERE status = 'running' AND phase = 'listing' AND "nextPage" >= 3`,
          ),
        "the requested run to be listing screens",
      );
      const holderPid = Number(run.holder.split(":")[1]);
      const holder = servers.find((s) => s.pid === groupOf(holderPid))!;
      expect(holder).toBeDefined();
      await holder.kill();
      servers.splice(servers.indexOf(holder), 1);
      const survivor = servers[0]!;
      const killedAt = Date.now();

      const finished = await waitFor(
        async () =>
          one<{ id: string; status: string; holder: string } | undefined>(
            `SELECT id::text, status, holder FROM sync_run WHERE id = $1 AND status = 'completed'`,
            [run.id],
          ),
        "the survivor to finish the run",
        180_000,
      );
      const takeoverSeconds = Math.round((Date.now() - killedAt) / 1000);
      expect(finished.holder).not.toBe(run.holder);
      const later = await one<{ n: number }>(`SELECT count(*)::int AS n FROM sync_run WHERE id > $1`, [run.id]);
      expect(later.n).toBe(0);

      await sandboxHttp(survivor.baseUrl, apiKey).json("POST", "/api/sandbox/faults", { latencyMs: null });
      const differences = await compareMirror({ baseUrl: survivor.baseUrl, key: apiKey, databaseUrl: database.url });
      const counts = await one<{ screens: number; candidates: number }>(
        `SELECT (SELECT count(*)::int FROM mirror_screen WHERE "goneAt" IS NULL) AS screens, (SELECT count(*)::int FROM mirror_candidate WHERE "goneAt" IS NULL) AS candidates`,
      );
      recordMetrics("sync-failover", {
        killedAtPage: run.nextPage,
        takeoverSeconds,
        screens: counts.screens,
        candidates: counts.candidates,
        differences: differences.length,
      });
      expect(differences).toEqual([]);
    } finally {
      await db.end();
    }
  }, 600_000);
});

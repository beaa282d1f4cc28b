import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { makeWebhookSecret } from "@/lib/config/generated-secret";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { sandboxHttp } from "@/testing/sandbox-http";
import { insertBenchRows } from "@/testing/seed-sql";
import { recordMetrics } from "./support/metrics";
import { startRoundRobinProxy, type RoundRobinProxy } from "./support/round-robin-proxy";
import { untilDefined } from "@/testing/until";

/**
 * Several instances, proven: three app instances on one Postgres behind a round-robin proxy. A signed-in user's
 * requests land on every instance; a change reaches the live-update streams open on every instance; a bulk job
 * of 1,000 rows is worked by all three; the instance holding the reconciler's run is SIGKILLed (its process
 * group) while rows are in flight, and the job still ends with every candidate holding exactly one screen (0
 * lost, 0 duplicates) while the run is finished by a survivor.
 */
const ROWS = 1000;
const apiKey = `sbx_rel_${randomBytes(10).toString("hex")}`;
const shared = { WEBHOOK_SECRET: makeWebhookSecret(), AUTH_SECRET: randomBytes(32).toString("hex") };
const env = (databaseUrl: string) => ({
  ...shared,
  DATABASE_URL: databaseUrl,
  SANDBOX_API_KEYS: `acme:${apiKey}`,
  SANDBOX_RATE_LIMIT_PER_SECOND: "100000",
  SYNC_INTERVAL_SECONDS: "3600",
  // A killed instance's rows are taken over soon.
  BULK_ROW_EXPIRE_SECONDS: "10",
});
const finalStates = ["issued", "already_issued", "failed", "cancelled"];

let dataDir: string;
let database: EmbeddedDatabase;
const servers: AppServer[] = [];
let proxy: RoundRobinProxy | undefined;
const streams: AbortController[] = [];

beforeAll(async () => {
  dataDir = temporaryDataDir("screening-instances-");
  database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.abort();
  await proxy?.close();
  await Promise.all(servers.map((s) => s.stop()));
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/** The process group a pid belongs to (field 5 of /proc/<pid>/stat). */
const groupOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[2]);

/** The live-update stream of one request through the proxy: which instance holds it, and what it heard. */
async function openLiveStream(url: string, cookie: string) {
  const aborter = new AbortController();
  streams.push(aborter);
  const response = await fetch(`${url}/api/live`, { headers: { cookie }, signal: aborter.signal });
  expect(response.status).toBe(200);
  const heard: { topic: string; id?: string }[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.startsWith("data: ")) heard.push(JSON.parse(event.slice(6)) as { topic: string; id?: string });
        }
      }
    } catch {
      // aborted, or its instance died
    }
  })();
  return { instance: Number(response.headers.get("x-instance")), heard };
}

describe("several instances", () => {
  it("share the user, the live updates, a bulk job and the reconciler, and survive one being killed", async () => {
    const db = new pg.Client({ connectionString: database.url });
    const one = async <T>(query: string, params: unknown[] = []) => (await db.query(query, params)).rows[0] as T;
    const waitFor = <T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 120_000) =>
      untilDefined(what, probe, timeoutMs, { intervalMs: 200 });
    // The first instance creates the schema and the sandbox's data; the other two join it.
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
      servers.push(
        ...(await Promise.all(
          ["b", "c"].map((name) => startAppServer({ dataDir: path.join(dataDir, name), env: env(database.url) })),
        )),
      );
      proxy = await startRoundRobinProxy(servers.map((s) => s.baseUrl));
      const balancer = proxy;

      // One sign-in, through whichever instance; the session then works on all of them.
      const cookie = await signIn(balancer.url, "admin@sandbox.test");
      const pages = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${balancer.url}/settings/sync`, { headers: { cookie }, redirect: "manual" }).then(async (r) => ({
            status: r.status,
            instance: Number(r.headers.get("x-instance")),
            signedIn: (await r.text()).includes("Sync now"),
          })),
        ),
      );
      expect(pages.every((p) => p.status === 200 && p.signedIn)).toBe(true);
      expect(new Set(pages.map((p) => p.instance)).size).toBe(3);

      // A live-update stream open on each instance.
      const live: Awaited<ReturnType<typeof openLiveStream>>[] = [];
      for (let i = 0; i < 3; i++) live.push(await openLiveStream(balancer.url, cookie));
      expect(new Set(live.map((l) => l.instance)).size).toBe(3);

      // 20,000 more screens to list make the reconcile long; 1,000 of those candidates get the bulk job's screens.
      const template = await one<{ candidateId: string; problemId: string }>(
        `SELECT "candidateId", "problemId" FROM sandbox.assessment WHERE "organizationId" = 'acme' LIMIT 1`,
      );
      const candidates = await insertBenchRows(database.url, {
        organizationCandidateId: template.candidateId,
        templateScreenProblemId: template.problemId,
        candidates: 20_000,
        screens: 20_000,
      });
      const { id: problemId } = await one<{ id: string }>(
        `SELECT id FROM sandbox.problem WHERE "organizationId" = 'acme' AND status = 'Ready' AND NOT "testMode" AND id <> $1 ORDER BY "createdAt" LIMIT 1`,
        [template.problemId],
      );
      const roster = candidates.slice(0, ROWS).map((candidateId, i) => ({
        candidateId,
        name: `Instance Test ${i}`,
        email: `instances-${i}@reliability.example`,
      }));
      // Every call to the service now waits, so the run and the job are both in flight at the kill.
      await sandboxHttp(balancer.url, apiKey).json("POST", "/api/sandbox/faults", { latencyMs: 400 });

      const actions = listServerActions();
      await callAction(
        balancer.url,
        actions.find((a) => a.name === "syncNowAction")!,
        {},
        cookie,
      );
      const run = await waitFor(
        async () =>
          one<{ id: string } | undefined>(
            `SELECT id::text FROM sync_run WHERE status = 'running' AND phase = 'listing' AND "nextPage" >= 2`,
          ),
        "the requested run to be listing screens",
      );
      const { result } = await callAction(
        balancer.url,
        actions.find((a) => a.name === "createBulkJobAction")!,
        { problemId, options: { shouldSendEmail: false }, roster },
        cookie,
      );
      const jobId = (result as { data: { jobId: string } }).data.jobId;
      expect(jobId).toBeTruthy();
      // The job's start was announced once, through Postgres, to the streams of all three instances.
      await waitFor(
        async () =>
          live.every((l) => l.heard.some((c) => c.topic === "bulk-job" && c.id === jobId)) ? true : undefined,
        "the job's announcement on every instance's stream",
        30_000,
      );

      const states = async () => {
        const { rows } = await db.query<{ state: string; n: number }>(
          `SELECT state, count(*)::int AS n FROM bulk_job_row WHERE "jobId" = $1 GROUP BY state`,
          [jobId],
        );
        return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Record<string, number>;
      };
      const finalCount = (s: Record<string, number>) => finalStates.reduce((sum, k) => sum + (s[k] ?? 0), 0);
      // Kill the reconciler's instance once a quarter of the rows is done, with rows in flight.
      const atKill = await waitFor(async () => {
        const s = await states();
        return finalCount(s) >= ROWS / 4 && (s.working ?? 0) > 0 ? s : undefined;
      }, "a quarter of the rows");
      // Which instance each worker pid is, known while all are alive (a killed one's /proc entry is gone).
      const instanceOfPid = new Map<number, number>();
      const instanceOf = (worker: string) => {
        const pid = Number(worker.split(":")[1]);
        if (!instanceOfPid.has(pid))
          instanceOfPid.set(
            pid,
            servers.findIndex((s) => s.pid === groupOf(pid)),
          );
        return instanceOfPid.get(pid)!;
      };
      const { rows: workersAtKill } = await db.query<{ workedBy: string }>(
        `SELECT DISTINCT "workedBy" FROM bulk_job_row WHERE "jobId" = $1 AND "workedBy" IS NOT NULL`,
        [jobId],
      );
      for (const { workedBy } of workersAtKill) instanceOf(workedBy);
      const { holder } = await one<{ holder: string }>(`SELECT holder FROM sync_run WHERE id = $1`, [run.id]);
      const victim = instanceOf(holder);
      expect(victim).toBeGreaterThanOrEqual(0);
      const { status: runStatusAtKill } = await one<{ status: string }>(`SELECT status FROM sync_run WHERE id = $1`, [
        run.id,
      ]);
      balancer.remove(victim);
      await servers[victim]!.kill();
      const killedAt = Date.now();

      const finished = await waitFor(
        async () =>
          one<{ holder: string } | undefined>(`SELECT holder FROM sync_run WHERE id = $1 AND status = 'completed'`, [
            run.id,
          ]),
        "a survivor to finish the run",
        180_000,
      );
      const takeoverSeconds = Math.round((Date.now() - killedAt) / 1000);
      const jobStatus = await waitFor(
        async () =>
          (await one<{ status: string }>(`SELECT status FROM bulk_job WHERE id = $1`, [jobId])).status === "completed"
            ? "completed"
            : undefined,
        "the bulk job to complete",
        180_000,
      );
      await sandboxHttp(balancer.url, apiKey).json("POST", "/api/sandbox/faults", { latencyMs: null });

      const after = await states();
      const { rows: workers } = await db.query<{ workedBy: string; n: number }>(
        `SELECT "workedBy", count(*)::int AS n FROM bulk_job_row WHERE "jobId" = $1 GROUP BY 1`,
        [jobId],
      );
      const { rows: screens } = await db.query<{ candidateId: string; n: number }>(
        `SELECT "candidateId", count(*)::int AS n FROM sandbox.assessment WHERE "problemId" = $1 AND "candidateId" = ANY($2) GROUP BY 1`,
        [problemId, roster.map((r) => r.candidateId)],
      );
      const duplicates = screens.filter((s) => s.n > 1).length;
      const lost = ROWS - screens.length;
      const later = await one<{ n: number }>(`SELECT count(*)::int AS n FROM sync_run WHERE id > $1`, [run.id]);
      recordMetrics("instances", {
        instances: 3,
        requestsPerInstance: balancer.served.join("/"),
        rows: ROWS,
        finalAtKill: finalCount(atKill),
        rowsPerWorker: workers.map((w) => `${instanceOf(w.workedBy)}:${w.n}`).join(" "),
        killed: victim,
        takeoverSeconds,
        jobStatus,
        duplicates,
        lost,
      });
      expect(runStatusAtKill).toBe("running");
      expect(finished.holder).not.toBe(holder);
      expect(later.n).toBe(0);
      expect(jobStatus).toBe("completed");
      expect(finalCount(after)).toBe(ROWS);
      expect(after.failed ?? 0).toBe(0);
      // Every instance issued rows of the job (a row names the instance of its last attempt).
      expect(new Set(workers.map((w) => instanceOf(w.workedBy))).size).toBe(3);
      expect(duplicates).toBe(0);
      expect(lost).toBe(0);
    } finally {
      await db.end();
    }
  }, 420_000);
});

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../testing/inject";
import { temporaryDataDir } from "./lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { deriveSandboxSecret } from "@/lib/sandbox-systems/derive-secret";
import { isAlive } from "@/lib/utils/process-alive";
import { dropDatabase, ensureDatabase, withDatabase } from "@/lib/db/embedded";

// An instance with WEB_CONCURRENCY=2 on a database of its own on the run's server (so that this file can count the
// connections it opens), with a secret of its own so that this file can derive the sandbox systems' tokens
// (lib/sandbox-systems/credentials.ts) as the server does.
const database = `server_processes_${process.pid}_${Date.now()}`;
const poolSize = 4;
const adminUrl = withDatabase(inject("databaseUrl"), "postgres");
const secret = "server-processes-test-secret-0123456789abcdef";
const derive = (purpose: string) => deriveSandboxSecret(secret, purpose);

let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = temporaryDataDir("screening-processes-");
  await ensureDatabase(adminUrl, database);
  server = await startAppServer({
    databaseUrl: withDatabase(adminUrl, database),
    dataDir,
    env: {
      WEBHOOK_SECRET: inject("webhookSecret"),
      AUTH_SECRET: secret,
      WEB_CONCURRENCY: "2",
      DATABASE_POOL_SIZE: String(poolSize),
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await dropDatabase(adminUrl, database);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One request on a connection of its own: the port hands each new connection to the next process in turn. */
function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = http.request(
      `${server.baseUrl}${path}`,
      { method: init.method ?? "GET", headers: init.headers, agent: false },
      (answer) => {
        let body = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (body += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body }));
      },
    );
    sent.on("error", reject);
    sent.end(init.body);
  });
}

const serverProcesses = () =>
  execFileSync("ps", ["-o", "args=", "--ppid", String(server.pid)], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.startsWith("next-server"));

describe("WEB_CONCURRENCY=2", () => {
  it("serves from two processes, and every one of them sees the sandbox systems' one state", async () => {
    expect(serverProcesses()).toHaveLength(2);
    const marker = `processes-${Date.now()}`;
    const chat = `/api/sandbox-systems/chat/slack/${derive("chat:slack")}`;
    for (let i = 0; i < 6; i++) {
      const posted = await request(chat, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: `${marker} ${i}` }),
      });
      expect(posted.status).toBe(200);
    }
    // Without the pinned routes each process would keep its own catcher, and half of these reads would see three.
    for (let i = 0; i < 4; i++) {
      const read = await request("/api/sandbox-systems/control/chat", {
        headers: { authorization: `Bearer ${derive("control")}` },
      });
      expect(read.status).toBe(200);
      const posts = (JSON.parse(read.body) as { posts: { body: { text?: string } }[] }).posts;
      expect(posts.filter((post) => post.body.text?.startsWith(marker))).toHaveLength(6);
    }
    for (let i = 0; i < 4; i++) expect((await request("/api/health")).status).toBe(200);
  });

  it("shares DATABASE_POOL_SIZE among its processes instead of opening it in each", async () => {
    const observer = new pg.Client({ connectionString: adminUrl });
    await observer.connect();
    let most = 0;
    let bursting = true;
    const watch = (async () => {
      while (bursting) {
        const { rows } = await observer.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1 AND application_name = 'dashboard'",
          [database],
        );
        most = Math.max(most, rows[0]!.count);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    // Each readiness check makes three queries, two of them at once: 80 at once keep both processes' pools full.
    const answers = await Promise.all(Array.from({ length: 80 }, () => request("/api/health?ready")));
    bursting = false;
    await watch.finally(() => observer.end());
    // Every check reached the database (a new database's read model may still be copying: "starting" then).
    const unreached = answers.filter((answer) => (JSON.parse(answer.body) as { database?: string }).database !== "ok");
    expect(unreached.map((answer) => answer.body)).toEqual([]);
    // Two each: each process opening a pool of four would reach eight.
    expect(most).toBe(poolSize);
  });

  it("stops the whole instance when one of its processes dies", async () => {
    const [victim] = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(server.pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([, name]) => name === "next-server")
      .map(([pid]) => Number(pid));
    process.kill(victim!, "SIGKILL");
    const deadline = Date.now() + 40_000;
    while (isAlive(server.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(isAlive(server.pid), "the launcher still runs with one process gone").toBe(false);
    expect(server.output()).toContain("shutdown: done");
  }, 60_000);
});

describe("WEB_CONCURRENCY that is not a count", () => {
  it("is refused before anything starts, with what it must be", async () => {
    const dir = temporaryDataDir("screening-processes-bad-");
    try {
      const start = startAppServer({
        databaseUrl: inject("databaseUrl"),
        dataDir: dir,
        env: { WEB_CONCURRENCY: "all" },
      });
      await expect(start).rejects.toThrow('WEB_CONCURRENCY must be a whole number from 1 to 16, not "all"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

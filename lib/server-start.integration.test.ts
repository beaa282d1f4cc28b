import fs from "node:fs";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "@/testing/inject";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer } from "@/testing/app-server";

// A database of its own on the run's server, whose job engine schema pg-boss cannot bring up to date: it holds a
// version pg-boss has no migration from, so the server's start-up work fails after the app's own migrations ran.
const name = `start_failure_${process.pid}_${Date.now()}`;
const urlOf = (database: string) => {
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${database}`;
  return url.toString();
};

async function run(database: string, sql: string) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dataDir = temporaryDataDir("screening-start-failure-");
afterAll(async () => {
  await run("postgres", `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a server whose start-up work fails", () => {
  it("stops, and its launcher with it, saying why, instead of holding every request", async () => {
    await run("postgres", `CREATE DATABASE "${name}"`);
    await run(
      name,
      `CREATE SCHEMA pgboss;
       CREATE TABLE pgboss.version (version int PRIMARY KEY, maintained_on timestamptz, cron_on timestamptz, monitored_on timestamptz);
       INSERT INTO pgboss.version (version) VALUES (1);`,
    );
    const start = startAppServer({ databaseUrl: urlOf(name), dataDir, timeoutMs: 90_000 });
    await expect(start).rejects.toThrow(/The app exited during start-up[\s\S]*start-up failed; this server stops/);
  }, 120_000);
});

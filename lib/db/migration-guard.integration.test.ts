import { spawn } from "node:child_process";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { dropDatabase, ensureDatabase, withDatabase } from "./embedded";
import { migrationHead } from "./migrations";

/**
 * Instances that start together on one database migrate it once, one at a time (an advisory lock); a database that
 * a failed migration or a newer release left behind is refused with a message that names the migration.
 */
const server = inject("databaseUrl");
const admin = withDatabase(server, "postgres");
const database = `migrate_${randomBytes(4).toString("hex")}`;
const url = withDatabase(server, database);

function deploy(): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/db/migrate.ts", "deploy"],
    {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

async function query(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("migrations at start", () => {
  afterAll(() => dropDatabase(admin, database));

  it("run once when three instances start together on an empty database", async () => {
    await ensureDatabase(admin, database);
    const runs = await Promise.all([deploy(), deploy(), deploy()]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(runs.filter((r) => r.output.includes("Applied:")).length).toBe(1);
    const twice = await query(
      "SELECT migration_name FROM _prisma_migrations GROUP BY migration_name HAVING count(*) > 1",
    );
    expect(twice).toEqual([]);
    const [head] = await query("SELECT max(migration_name) AS head FROM _prisma_migrations");
    expect(head.head).toBe(migrationHead());
  }, 240_000);

  it("refuses a database a newer release migrated, naming both versions", async () => {
    await query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ('newer', 'x', '29991231000000_from_the_future', now(), now(), 1)`,
    );
    const run = await deploy();
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("29991231000000_from_the_future");
    expect(run.output).toContain(migrationHead()!);
    await query("DELETE FROM _prisma_migrations WHERE id = 'newer'");
  }, 120_000);

  it("refuses a database a failed migration left half-changed", async () => {
    await query(`UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = '${migrationHead()}'`);
    const run = await deploy();
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(`The migration ${migrationHead()} failed or did not finish`);
  }, 120_000);
});

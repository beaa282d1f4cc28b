import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-pg-"));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const query = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};

describe("the embedded Postgres's password", () => {
  it(
    "is generated into the data directory's secrets, and a cluster with the old fixed one is moved to it",
    { timeout: 120_000 },
    async () => {
      const secret = path.join(dataDir, "secrets", "postgres-password");
      let database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
      try {
        expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
        const password = fs.readFileSync(secret, "utf8");
        expect(password).not.toBe("dashboard");
        expect(decodeURIComponent(new URL(database.url).password)).toBe(password);
        // A cluster from before: the old password, no secret.
        await query(database.url, `ALTER ROLE dashboard PASSWORD 'dashboard'`);
      } finally {
        await database.stop();
      }
      fs.rmSync(secret);
      database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
      try {
        const adopted = fs.readFileSync(secret, "utf8");
        expect(decodeURIComponent(new URL(database.url).password)).toBe(adopted);
        expect((await query(database.url, "SELECT 1 AS one")).rows[0]).toEqual({ one: 1 });
        const legacy = new URL(database.url);
        legacy.password = "dashboard";
        await expect(query(legacy.toString(), "SELECT 1")).rejects.toMatchObject({ code: "28P01" });
      } finally {
        await database.stop();
      }
    },
  );
});

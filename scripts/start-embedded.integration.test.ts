import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { temporaryDataDir } from "./lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";

/**
 * `npm start` with nothing configured: the launcher starts an embedded Postgres in the data directory, migrates it and
 * serves the sandbox. CI runs the integration suite against the system PostgreSQL, so this file keeps the default
 * proven there too (the browser journeys start embedded Postgres as well), and checks that a stop leaves no Postgres.
 */
describe("npm start with no DATABASE_URL", () => {
  const dataDir = temporaryDataDir("screening-start-");
  let server: AppServer | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the sandbox from an embedded Postgres in its data directory, and stops it on SIGTERM", async () => {
    server = await startAppServer({ dataDir, env: { DATABASE_URL: "" }, ready: "live" });
    const health = await fetch(`${server.baseUrl}/api/health?ready`).then((r) => r.json());
    // Readiness's database and migration checks (its read model may still be copying: "live" waits for liveness).
    expect(health).toMatchObject({ database: "ok", migrations: "ok", sandbox: true });
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    expect(fs.existsSync(pidFile)).toBe(true);

    await server.stop();
    server = undefined;
    expect(fs.existsSync(pidFile), "Postgres is still running after the launcher stopped").toBe(false);
  }, 240_000);
});

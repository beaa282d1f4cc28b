import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { dropDatabase, ensureDatabase, startEmbeddedPostgres, withDatabase } from "../../lib/db/embedded";
import { ensureBuild } from "./build-freshness";
import { databaseUrl as configuredDatabaseUrl } from "./config";
import { temporaryDataDir } from "./database-server";
import { startTestServer } from "./test-server";

/**
 * The built app on a fresh database for a test run: a new embedded Postgres in a temporary data directory, or,
 * when DATABASE_URL is set, a new database on that server (dropped afterwards). `env` adds app settings.
 */
export async function startTestEnvironment({ name, env }: { name: string; env: Record<string, string> }) {
  ensureBuild();
  const dataDir = temporaryDataDir(`screening-${name}-`);
  const external = configuredDatabaseUrl();
  let databaseUrl: string;
  let cleanupDatabase: () => Promise<void>;
  if (external) {
    const database = `${name}_${randomBytes(4).toString("hex")}`;
    await ensureDatabase(external, database);
    databaseUrl = withDatabase(external, database);
    cleanupDatabase = () => dropDatabase(external, database);
  } else {
    const embedded = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
    databaseUrl = embedded.url;
    cleanupDatabase = () => embedded.stop();
  }
  const server = await startTestServer({ databaseUrl, dataDir, env });
  return {
    baseUrl: server.baseUrl,
    databaseUrl,
    async stop() {
      await server.stop();
      await cleanupDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

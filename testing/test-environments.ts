import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { dropDatabase, startEmbeddedPostgres, withDatabase } from "../lib/db/embedded";
import { deployMigrations } from "../lib/db/migrations";
import { ensureBuild } from "../scripts/lib/build-freshness";
import { databaseUrl as configuredDatabaseUrl } from "../scripts/lib/config";
import { temporaryDataDir } from "../scripts/lib/database-server";
import { startAppServer, type AppServer } from "./app-server";

export interface TestEnvironment {
  baseUrl: string;
  databaseUrl: string;
}

async function createFromTemplate(adminUrl: string, name: string, template: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await client.end();
  }
}

/**
 * `count` copies of the built app for a test run, each on a database of its own, so test files can run in parallel
 * (one copy per vitest worker). The databases live on one server: a new embedded Postgres in a temporary data
 * directory, or, when DATABASE_URL is set, that server (they are dropped afterwards). The migrations run once, into
 * a template that each copy's database is made from (`CREATE DATABASE … TEMPLATE`); each app then seeds its own
 * sandbox. `env(i)` gives copy i's app settings.
 */
export async function startTestEnvironments({
  name,
  count,
  env,
}: {
  name: string;
  count: number;
  env: (index: number) => Record<string, string>;
}) {
  ensureBuild();
  const dataDir = temporaryDataDir(`screening-${name}-`);
  const external = configuredDatabaseUrl();
  const embedded = external ? undefined : await startEmbeddedPostgres(path.join(dataDir, "postgres"));
  const serverUrl = external ?? embedded!.url;
  const adminUrl = withDatabase(serverUrl, "postgres");
  const run = `${name}_${randomBytes(4).toString("hex")}`;
  const template = `${run}_template`;
  const databases = Array.from({ length: count }, (_, i) => `${run}_${i + 1}`);
  const created: string[] = [];
  const servers: AppServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (external) for (const database of created) await dropDatabase(adminUrl, database);
    await embedded?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await createFromTemplate(adminUrl, template, "template1");
    created.push(template);
    await deployMigrations(withDatabase(serverUrl, template));
    for (const database of databases) {
      await createFromTemplate(adminUrl, database, template);
      created.push(database);
    }
    const environments = await Promise.all(
      databases.map(async (database, i): Promise<TestEnvironment> => {
        const databaseUrl = withDatabase(serverUrl, database);
        const server = await startAppServer({
          databaseUrl,
          dataDir: path.join(dataDir, `app-${i + 1}`),
          env: env(i),
          // Tests start once the read model holds its first full copy.
          ready: "synced",
          pollMs: 250,
          // What each app printed, beside the suite's report (.ci/run prints the ends of these when a test failed).
          logFile: path.resolve(".test-results", "servers", `${database}.log`),
        });
        servers.push(server);
        return { baseUrl: server.baseUrl, databaseUrl };
      }),
    );
    return { environments, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

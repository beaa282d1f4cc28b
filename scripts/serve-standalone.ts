import path from "node:path";
import { deployMigrations } from "../lib/db/migrations";
import { databaseUrl, port } from "./lib/config";
import { preloads } from "./lib/preloads";
import { exposureWarning, listenHost, unsafeConfiguration } from "./lib/exposure";
import { keepAliveTimeoutMs } from "./lib/keep-alive";
import { serverProcessCount, startServerProcesses, type ServerProcesses } from "./lib/server-processes";

/**
 * The container image's entrypoint (bundled into /app/serve.mjs by the Dockerfile): what `npm start` does for a
 * built app, without building, without an embedded Postgres and without writing anything but the database. It
 * applies pending migrations, then serves `.next/standalone/server.js`, forwarding SIGTERM so that the server drains
 * first. Everything is read from the environment at start, so one image serves any URL, key or database.
 */

/**
 * Kubernetes' default grace is 30 s: the server drains within 25 (lib/shutdown), and is killed if it has not exited
 * after 28.
 */
const DRAIN_MS = 28_000;
/** The server's JavaScript heap in MB unless NODE_OPTIONS says otherwise (see scripts/start.ts). */
const HEAP_MB = 384;
const heapLimit = () =>
  process.env.NODE_OPTIONS?.includes("--max-old-space-size") ? [] : [`--max-old-space-size=${HEAP_MB}`];

let server: ServerProcesses | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (server?.running()) {
    server.kill("SIGTERM");
    const timer = setTimeout(() => server?.kill("SIGKILL"), DRAIN_MS);
    await server.allExited;
    clearTimeout(timer);
  }
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0));

async function main() {
  const unsafe = unsafeConfiguration(process.env);
  if (unsafe) throw new Error(`Refusing to start: ${unsafe}`);
  const processes = serverProcessCount(process.env);
  const url = databaseUrl();
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. The image carries no database of its own: point it at PostgreSQL 15 or newer (compose.yaml starts one beside it).",
    );
  }
  const applied = await deployMigrations(url);
  if (applied.length) console.log(`▸ Applied migrations: ${applied.join(", ")}`);
  if (stopping) return;
  const warning = exposureWarning(process.env);
  if (warning) console.warn(warning);
  if (processes > 1) console.log(`▸ Serving from ${processes} server processes (WEB_CONCURRENCY)`);
  server = await startServerProcesses({
    count: processes,
    script: path.resolve("server.js"),
    args: [],
    // The preloads give route handlers the socket's address (lib/auth/client-address.ts), the graceful shutdown the
    // HTTP server it closes (lib/shutdown), several processes their shared routes (lib/server-processes), and a built
    // app's static files their compressed copies (lib/static-assets).
    execArgv: [...heapLimit(), ...preloads()],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port()),
      HOSTNAME: listenHost(process.env) ?? "0.0.0.0",
      AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? "true",
      // Read by the standalone server.js.
      KEEP_ALIVE_TIMEOUT: keepAliveTimeoutMs(process.env),
      LAUNCHER_PID: String(process.pid),
      // SIGTERM is the app's graceful shutdown (lib/shutdown), not Next.js' own handler.
      NEXT_MANUAL_SIG_HANDLE: "1",
    },
  });
  void server.firstExit.then(({ code, signal }) => shutdown(stopping ? 0 : (code ?? (signal ? 1 : 0))));
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});

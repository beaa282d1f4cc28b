import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../lib/db/embedded";

/** One launcher (scripts/start.ts) with its Next.js server, and embedded Postgres unless DATABASE_URL is given. */
export interface AppServer {
  baseUrl: string;
  port: number;
  /** The launcher's pid, which is also its process group (it is started detached). */
  pid: number;
  /** Milliseconds from spawning the launcher to the first 200 of /api/health. */
  startMs: number;
  /** Everything the launcher and Next.js printed so far. */
  output(): string;
  /** SIGTERM, as Ctrl-C would: the launcher stops Next.js, then Postgres. */
  stop(): Promise<void>;
  /** SIGKILL to the whole process group at once: a crash, nothing gets to clean up. */
  kill(): Promise<void>;
}

export interface AppServerOptions {
  dataDir: string;
  env?: Record<string, string>;
  port?: number;
  /** How often /api/health is polled while waiting; a small interval keeps the start-up figure honest. */
  pollMs?: number;
  timeoutMs?: number;
}

const live = new Set<ChildProcess>();

// A bench or test that dies must not leave servers behind: the groups are detached, so nothing else stops them.
process.once("exit", () => {
  for (const child of live) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

/**
 * Unlike scripts/lib/test-server.ts this starts the launcher in a process group of its own, so a test can
 * SIGKILL the launcher and its next-server child together (and only them), and it times the start.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"], {
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  live.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk;
    // Bounded: a long bench must not grow this without limit.
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => (live.delete(child), resolve())));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The app exited during start-up:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid!, "SIGKILL");
      throw new Error(`The app did not answer /api/health in time:\n${output.slice(-4000)}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, options.pollMs ?? 50));
  }
  const startMs = performance.now() - started;
  return {
    baseUrl,
    port,
    pid: child.pid!,
    startMs,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // already gone
        }
      }, 30_000);
      await exited;
      clearTimeout(timer);
      // Whatever the launcher left in its group (a server it could not stop in time) goes with it.
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // nothing left
      }
    },
    async kill() {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
      await exited;
    },
  };
}

import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../lib/utils/free-port";

/** One launcher (scripts/start.ts) with its Next.js server, and embedded Postgres unless a database is given. */
export interface AppServer {
  baseUrl: string;
  port: number;
  /** The launcher's pid, which is also its process group (it is started detached). */
  pid: number;
  /** Milliseconds from spawning the launcher to the first answer it was waited for (see `ready`). */
  startMs: number;
  /** The last 100–200 kB the launcher and Next.js printed. */
  output(): string;
  /** SIGTERM, as Ctrl-C would: the launcher stops Next.js, then Postgres (SIGKILL to the group after 30 s). */
  stop(): Promise<void>;
  /**
   * SIGTERM to the launcher alone, as `docker stop` or Kubernetes send it to a container's first process: resolves
   * with how the launcher exited and how long it took (SIGKILL to the group after 60 s: a hung shutdown).
   */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** SIGKILL to the whole process group at once: a crash, nothing gets to clean up. */
  kill(): Promise<void>;
}

export interface AppServerOptions {
  dataDir: string;
  /** The app's database; without it (and without DATABASE_URL in `env`) the launcher starts embedded Postgres. */
  databaseUrl?: string;
  /** App settings such as SANDBOX_TIME_SCALE. */
  env?: Record<string, string>;
  port?: number;
  /**
   * What to wait for: "live" (default) the app answers /api/health; "synced" /api/health?ready, the read model
   * holds a first full copy too.
   */
  ready?: "live" | "synced";
  /** How often /api/health is polled while waiting; a small interval keeps the start-up figure honest. */
  pollMs?: number;
  timeoutMs?: number;
  /** Keeps everything the app prints in this file too (a failed test's server-side error is then there to read). */
  logFile?: string;
}

const live = new Set<ChildProcess>();

/** SIGKILL to a launcher's whole process group (whatever it left behind), if any of it is still there. */
function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // nothing left
  }
}

// A bench or test that dies must not leave servers behind: the groups are detached, so nothing else stops them.
process.once("exit", () => {
  for (const child of live) killGroup(child);
});

/** Collects a child's output, bounded: a long bench must not grow it without limit; all of it in `logFile`. */
function captureOutput(child: ChildProcess, logFile: string | undefined) {
  let output = "";
  const file = logFile ? openLog(logFile) : undefined;
  child.once("exit", () => file?.end());
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
    file?.write(chunk);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return () => output;
}

/**
 * The one way tests, the reliability suite and the bench start the built app: the launcher in a process group of
 * its own (so a test can SIGKILL the launcher and its next-server child together, and only them), on a free port
 * unless `port` is given, timed from spawn to ready.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
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
  const output = captureOutput(child, options.logFile);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => (live.delete(child), resolve({ code, signal }))),
  );
  const exited = exit.then(() => undefined);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${baseUrl}/api/health${options.ready === "synced" ? "?ready" : ""}`, options, output);
  const startMs = performance.now() - started;
  return {
    baseUrl,
    port,
    pid: child.pid!,
    startMs,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => killGroup(child), 30_000);
      await exited;
      clearTimeout(timer);
      // Whatever the launcher left in its group (a server it could not stop in time) goes with it.
      killGroup(child);
    },
    async terminate() {
      const began = performance.now();
      child.kill("SIGTERM");
      const timer = setTimeout(() => killGroup(child), 60_000);
      const result = await exit;
      clearTimeout(timer);
      const ms = performance.now() - began;
      killGroup(child);
      return { ...result, ms };
    },
    async kill() {
      killGroup(child);
      await exited;
    },
  };
}

async function waitUntilReady(child: ChildProcess, probe: string, options: AppServerOptions, output: () => string) {
  const timeoutMs = options.timeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The app exited during start-up:\n${output().slice(-4000)}`);
    if (Date.now() > deadline) {
      killGroup(child);
      throw new Error(`The app did not answer ${probe} within ${timeoutMs / 1000} s:\n${output().slice(-4000)}`);
    }
    const ok = await fetch(probe, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, options.pollMs ?? 50));
  }
}

function openLog(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return fs.createWriteStream(file, { flags: "a" });
}

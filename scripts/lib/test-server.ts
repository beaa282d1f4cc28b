import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../lib/db/embedded";

export interface TestServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built app through the launcher (which migrates the database) on a free port and waits for
 * /api/health?ready: the app answers and its read model holds a first full copy (`ready: "live"` waits for
 * the app only). `env` adds settings such as SANDBOX_TIME_SCALE.
 */
export async function startTestServer(options: {
  databaseUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
  log?: boolean;
  ready?: "synced" | "live";
}): Promise<TestServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"], {
    env: {
      ...process.env,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      DATA_DIR: options.dataDir,
      PORT: String(port),
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: options.log ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 90_000;
  const probe = options.ready === "live" ? "" : "?ready";
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`The app was not ready (/api/health${probe}) within 90 s:\n${output}`);
    }
    const ok = await fetch(`${baseUrl}/api/health${probe}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

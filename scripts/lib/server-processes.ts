import { spawn } from "node:child_process";
import cluster, { type Worker } from "node:cluster";
import { freePort } from "../../lib/utils/free-port";

/** The most server processes one instance may run: each holds its own heap and share of the database pools. */
const MAX_PROCESSES = 16;

/** WEB_CONCURRENCY says something the launcher cannot run. */
export class ServerProcessCountError extends Error {}

/**
 * `WEB_CONCURRENCY`: how many Next.js server processes the instance runs on its one port (default 1). Several use
 * several cores (Node.js renders on one); the kernel hands each new connection to the next process in turn.
 */
export function serverProcessCount(env: NodeJS.ProcessEnv): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES)
    throw new ServerProcessCountError(
      `WEB_CONCURRENCY must be a whole number from 1 to ${MAX_PROCESSES}, not "${raw}".`,
    );
  return count;
}

export interface ServerProcesses {
  /** Sends `signal` to every server process still running. */
  kill(signal: NodeJS.Signals): void;
  /** Whether any server process is still running. */
  running(): boolean;
  /**
   * Resolves when the first process exits, with how: the instance stops then (the launcher stops the others), so it
   * never serves with some of its processes gone.
   */
  firstExit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when every process has exited. */
  allExited: Promise<void>;
}

export interface ServerProcessesOptions {
  count: number;
  /** The script each process runs (the Next.js CLI, or the standalone server.js) and its arguments. */
  script: string;
  args: string[];
  /** Node.js options for each process (heap limit, preloads). */
  execArgv: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * Starts the instance's server processes. One is a plain child, as before there were several. More are workers of
 * node:cluster sharing the port, each told its index, the count, and the private loopback port on which the first
 * also serves the routes that keep state in its memory (lib/server-processes/pinned-routes-preload.mjs).
 */
export async function startServerProcesses(options: ServerProcessesOptions): Promise<ServerProcesses> {
  if (options.count === 1) {
    const child = spawn(process.execPath, [...options.execArgv, options.script, ...options.args], {
      stdio: "inherit",
      env: options.env,
    });
    const firstExit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal })),
    );
    return {
      kill: (signal) => void child.kill(signal),
      running: () => child.exitCode === null && child.signalCode === null,
      firstExit,
      allExited: firstExit.then(() => undefined),
    };
  }
  const pinnedPort = await freePort();
  cluster.setupPrimary({ exec: options.script, args: options.args, execArgv: options.execArgv });
  const workers: Worker[] = Array.from({ length: options.count }, (_, index) =>
    cluster.fork({
      ...options.env,
      SERVER_PROCESSES: String(options.count),
      SERVER_PROCESS_INDEX: String(index),
      PINNED_ROUTES_PORT: String(pinnedPort),
    }),
  );
  const exits = workers.map(
    (worker) =>
      new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        worker.once("exit", (code, signal) => resolve({ code, signal: signal as NodeJS.Signals | null })),
      ),
  );
  return {
    kill: (signal) => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill(signal);
    },
    running: () => workers.some((worker) => !worker.isDead()),
    firstExit: Promise.race(exits),
    allExited: Promise.all(exits).then(() => undefined),
  };
}

import "server-only";
import type { Server } from "node:http";
import { env } from "@/lib/env";
import { drainJobWorkers, type JobsDrained } from "@/lib/jobs";
import { logger } from "@/lib/logging/logger";
import { startClosing, startDraining } from "./draining";

/**
 * The instance is gone this long after SIGTERM, whatever still runs: Kubernetes' default grace is 30 s (then
 * SIGKILL), and compose's stop_grace_period is set to 30 s too.
 */
const SHUTDOWN_BUDGET_MS = 25_000;
/** Running jobs may finish until this long after SIGTERM; then their handlers are told to stop (their signal). */
const JOBS_ABORT_AT_MS = 17_000;
/** Jobs still running this long after SIGTERM are handed back, and connections still open are cut. */
const HARD_STOP_AT_MS = 21_000;
/** Next.js runs `after()` work once a response is sent: a moment for the last responses' work. */
const AFTER_WORK_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The HTTP servers of this process, recorded by lib/shutdown/http-servers-preload.mjs (empty without it). */
const httpServers = () =>
  (globalThis as { [key: symbol]: Set<Server> | undefined })[Symbol.for("screening-dashboard.http-servers")] ??
  new Set<Server>();

/**
 * Closes the port, lets the requests in flight finish until `deadline`, then cuts what is left. Keep-alive
 * connections are closed as soon as they fall idle (close() alone only closes the idle ones of its own moment).
 * Returns how many connections were cut.
 */
async function closeServers(deadline: number): Promise<number> {
  startClosing();
  const servers = [...httpServers()];
  const closed = Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  const idle = setInterval(() => servers.forEach((server) => server.closeIdleConnections()), 100);
  const finished = await Promise.race([closed.then(() => true), sleep(deadline - Date.now()).then(() => false)]);
  clearInterval(idle);
  if (finished) return 0;
  const open = await Promise.all(
    servers.map((server) => new Promise<number>((resolve) => server.getConnections((_, n) => resolve(n ?? 0)))),
  );
  servers.forEach((server) => server.closeAllConnections());
  return open.reduce((sum, n) => sum + n, 0);
}

/**
 * SIGTERM (or SIGINT): readiness answers 503 at once and no new job is taken; the port stays open for
 * SHUTDOWN_DELAY_SECONDS (load balancers take that long to stop sending), then closes; requests in flight and running
 * jobs finish; jobs still running near the end are handed back (due at once on another instance); exit 0 within
 * SHUTDOWN_BUDGET_MS. Exit 1 only when the budget passed with work that could not be stopped (the database hung).
 */
async function shutdown(signal: NodeJS.Signals) {
  const began = Date.now();
  startDraining();
  logger.info({ signal, delaySeconds: env.SHUTDOWN_DELAY_SECONDS }, "shutdown: draining (readiness answers 503)");
  setTimeout(() => {
    logger.error("shutdown: still busy when its time was up; exiting");
    process.exit(1);
  }, SHUTDOWN_BUDGET_MS).unref();
  const jobs = drainJobWorkers(began + JOBS_ABORT_AT_MS, began + HARD_STOP_AT_MS).catch((error: unknown) => {
    logger.error({ err: error }, "shutdown: stopping the jobs failed (their expiry hands them over)");
    return null as JobsDrained | null;
  });
  await sleep(env.SHUTDOWN_DELAY_SECONDS * 1000);
  const cut = await closeServers(began + HARD_STOP_AT_MS);
  const drained = await jobs;
  await sleep(AFTER_WORK_MS);
  logger.info(
    { ms: Date.now() - began, cutConnections: cut, jobsRunning: drained?.running, jobsHandedBack: drained?.handedBack },
    "shutdown: done",
  );
  process.exit(0);
}

/**
 * Takes over SIGTERM and SIGINT from Next.js, whose own handler closes the port at once and exits as soon as the
 * requests in flight are done (jobs cut mid-run, no 503 first). Only where the launcher turned Next.js' handler off
 * (NEXT_MANUAL_SIG_HANDLE, scripts/start.ts and scripts/serve-standalone.ts): anywhere else Next.js keeps it.
 */
export function installGracefulShutdown() {
  if (!env.NEXT_MANUAL_SIG_HANDLE) return;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    void shutdown(signal);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

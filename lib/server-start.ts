import "server-only";
import { seedDemoUsers } from "@/lib/auth/seed-demo-users";
import { env, sandboxEnabled } from "@/lib/env";
import { seedSandbox } from "@/lib/sandbox/seed/seed-sandbox";
import { startSandboxTicker } from "@/lib/sandbox/ticker";
import { expireAbandonedJobs } from "@/lib/bulk/jobs";
import { processPendingWebhookEvents } from "@/lib/webhooks/process-event";
import { startListening } from "@/lib/live/listener";
import { startJobs } from "@/lib/jobs/start";
import { notifyOutboxGivenUp } from "@/lib/notifications/health-events";
import { onOutboxGiveUp } from "@/lib/outbox/deliver";
import { logger } from "@/lib/logging/logger";
import { retryTransient } from "@/lib/db/transient-errors";
import { isAlive } from "@/lib/utils/process-alive";
import { installGracefulShutdown } from "@/lib/shutdown/graceful-shutdown";

/**
 * A server started by scripts/start.ts stops when its launcher is gone (SIGKILLed, say): the launcher owns the
 * embedded Postgres and the port, and an orphan would hold the port against the next start while its database
 * is stopped. Asked of the launcher's pid rather than of our parent: `next dev` serves from a child of its own.
 */
function exitWithLauncher() {
  const launcher = env.LAUNCHER_PID;
  if (!launcher) return;
  setInterval(() => {
    if (!isAlive(launcher)) {
      logger.error("the launcher (scripts/start.ts) is gone; stopping this server");
      process.exit(1);
    }
  }, 1000).unref();
}

/** Start-up work of one server instance. Each step is idempotent: several instances may start together. */
async function onServerStart() {
  exitWithLauncher();
  // SIGTERM: readiness 503 at once, requests and jobs finish or are handed back, exit 0 within 25 s (lib/shutdown).
  installGracefulShutdown();
  if (sandboxEnabled) {
    // Instances starting together on a new database seed side by side; a deadlock's victim seeds again.
    await retryTransient(seedDemoUsers);
    await retryTransient(seedSandbox);
    // After seeding: seeded history is stored as it is, only later moves are ticked (and announced).
    startSandboxTicker();
  }
  // An outbox message given up (an ATS delivery failing for good) tells the admins who asked to hear of it.
  onOutboxGiveUp(notifyOutboxGivenUp);
  // The job engine: this instance's workers for every kind of job, and the schedules (lib/jobs). The read model's
  // reconciler is one of them: a run at start (the backfill on a new organization), then every SYNC_INTERVAL_SECONDS.
  await startJobs();
  // Open pages hear of changes through one LISTEN per instance, held from the start (lib/live/listener.ts).
  startListening().catch((error: unknown) => logger.error({ err: error }, "start-up: live updates"));
  // Catch-up work runs after start-up so the first request is not kept waiting.
  setTimeout(() => {
    processPendingWebhookEvents().catch((error: unknown) => logger.error({ err: error }, "start-up: pending webhooks"));
    expireAbandonedJobs().catch((error: unknown) => logger.error({ err: error }, "start-up: abandoned rosters"));
  }, 3000);
}

/**
 * onServerStart, or this process ends: Next.js holds every request until the instrumentation hook resolves, so a
 * server whose start-up work failed would stay up and answer nothing. Exiting lets the launcher stop the instance and
 * a supervisor (compose, Kubernetes) start it again; a deadlock's victim retries before it comes to that.
 */
export async function startServerOrExit() {
  try {
    await onServerStart();
  } catch (error) {
    logger.fatal({ err: error }, "start-up failed; this server stops");
    process.exit(1);
  }
}

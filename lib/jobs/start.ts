import "server-only";
import { jobKinds, scheduledJobs, startupJobs } from "./all-kinds";
import { enqueue } from "./enqueue";
import { startJobWorkers } from "./workers";

/**
 * Starts this instance's share of the background work. Stopping is the graceful shutdown's (lib/shutdown): on
 * SIGTERM it stops taking jobs, lets running ones finish and hands back the rest (`drainJobWorkers`).
 */
export async function startJobs() {
  await startJobWorkers(jobKinds, scheduledJobs);
  for (const kind of startupJobs) await enqueue(kind, {});
}

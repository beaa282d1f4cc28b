import "server-only";
import { jobKinds, scheduledJobs, startupJobs } from "./all-kinds";
import { enqueue } from "./enqueue";
import { startJobWorkers, stopJobWorkers } from "./workers";

/** Starts this instance's share of the background work; a SIGTERM lets running jobs finish briefly first. */
export async function startJobs() {
  await startJobWorkers(jobKinds, scheduledJobs);
  for (const kind of startupJobs) await enqueue(kind, {});
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => {
      stopJobWorkers(5_000).catch((error: unknown) => console.error("jobs: stopping failed", error));
    });
}

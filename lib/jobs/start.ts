import "server-only";
import { jobKinds, scheduledJobs } from "./all-kinds";
import { startJobWorkers, stopJobWorkers } from "./workers";

/** Starts this instance's share of the background work; a SIGTERM lets running jobs finish briefly first. */
export async function startJobs() {
  await startJobWorkers(jobKinds, scheduledJobs);
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => {
      stopJobWorkers(5_000).catch((error: unknown) => console.error("jobs: stopping failed", error));
    });
}

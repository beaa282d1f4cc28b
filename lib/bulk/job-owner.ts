import "server-only";
import { db } from "@/lib/db/client";

/** A job's kind and who started it (null when there is no such job): what a route checks before acting on it. */
export async function getJobOwner(jobId: string) {
  return db.bulkJob.findUnique({ where: { id: jobId }, select: { kind: true, createdById: true } });
}

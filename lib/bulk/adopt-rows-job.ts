import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { defineJob } from "@/lib/jobs";
import { completeFinishedJobs } from "./complete-jobs";
import { enqueueOpenRows } from "./row-job";

/**
 * A safety net, run at start and every ten minutes: queues the pending rows of running jobs that have no job in
 * the engine (rows stored before the engine worked them, after an upgrade), and completes jobs whose rows are
 * all final. A row already queued keeps its one job (key: the row); rows being worked are left to their attempt.
 */
export const adoptBulkRowsJob = defineJob({
  name: "bulk-adopt-rows",
  payload: z.object({}),
  handler: async () => {
    const running = await db.bulkJob.findMany({ where: { status: "running" }, select: { id: true }, take: 100 });
    for (const { id } of running) {
      await db.$transaction((tx) => enqueueOpenRows(tx, id, ["pending"]));
    }
    await completeFinishedJobs();
  },
  options: { policy: "short", retryLimit: 2, expireInSeconds: 120 },
});

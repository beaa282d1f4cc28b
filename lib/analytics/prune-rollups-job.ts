import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { deleteInBatches } from "@/lib/db/delete-in-batches";
import { defineJob } from "@/lib/jobs";

/**
 * Deletes rollup rows whose count fell back to zero (a screen gone from the service, a decision changed, a
 * candidate erased): the figures skip them, but every view would still read them. A trigger counting into a row
 * while it is deleted is safe: the delete re-checks `n = 0` on the row it locked, and the trigger's upsert makes
 * the row again should it be gone.
 */
export function pruneZeroRollups(signal?: AbortSignal): Promise<number> {
  return deleteInBatches(
    (limit) => db.$executeRaw`
      DELETE FROM analytics_rollup WHERE ctid = ANY(ARRAY(SELECT ctid FROM analytics_rollup WHERE n = 0 LIMIT ${limit})) AND n = 0`,
    signal,
  );
}

export const pruneZeroRollupsJob = defineJob({
  name: "analytics-prune-rollups",
  payload: z.object({}),
  handler: async (_, { signal }) => {
    await pruneZeroRollups(signal);
  },
  options: { policy: "singleton", retryLimit: 2, expireInSeconds: 600 },
});

import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { defineJob } from "@/lib/jobs";

/** At most this many rows per statement, so a backlog is deleted in short transactions. */
const BATCH = 5_000;

/**
 * Deletes rollup rows whose count fell back to zero (a screen gone from the service, a decision changed, a
 * candidate erased): the figures skip them, but every view would still read them. A trigger counting into a row
 * while it is deleted is safe: the delete re-checks `n = 0` on the row it locked, and the trigger's upsert makes
 * the row again should it be gone.
 */
export async function pruneZeroRollups(signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const deleted = await db.$executeRaw`
      DELETE FROM analytics_rollup WHERE ctid = ANY(ARRAY(SELECT ctid FROM analytics_rollup WHERE n = 0 LIMIT ${BATCH})) AND n = 0`;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

export const pruneZeroRollupsJob = defineJob({
  name: "analytics-prune-rollups",
  payload: z.object({}),
  handler: async (_, { signal }) => {
    await pruneZeroRollups(signal);
  },
  options: { policy: "singleton", retryLimit: 2, expireInSeconds: 600 },
});

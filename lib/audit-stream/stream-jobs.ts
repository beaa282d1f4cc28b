import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { defineJob, enqueue, enqueueMany } from "@/lib/jobs";
import { runAuditStream } from "./deliver";

/**
 * One delivery run per destination at a time (runAuditStream holds the destination's lease); each run enqueues its
 * successor, now or when its backoff ends, so a destination is always either being delivered or due. A run lost
 * with its instance (SIGKILL) expires and is retried; its lease has lapsed by then, or the successor waits for it.
 */
export const deliverAuditStreamJob = defineJob({
  name: "audit-stream-deliver",
  payload: z.object({ destinationId: z.uuid() }),
  handler: async ({ destinationId }, { signal }) => {
    const outcome = await runAuditStream(destinationId, signal);
    if (outcome.kind === "continue") await startAuditStream(destinationId);
    else if (outcome.at)
      await enqueue(deliverAuditStreamJob, { destinationId }, { key: destinationId, startAfter: outcome.at });
  },
  // "short": at most one waiting run per destination, however often the sweep finds it due. Ten destinations at
  // most (destination-schemas.ts), each run idle most of its 40 s: ten at once per instance.
  options: { policy: "short", retryLimit: 5, expireInSeconds: 90, concurrency: 10 },
});

/** Starts (or restarts) a destination's delivery now: when added, resumed, or found without a run. */
export const startAuditStream = (destinationId: string) =>
  enqueue(deliverAuditStreamJob, { destinationId }, { key: destinationId });

/** Every minute and at start: each active destination gets a run if it has none waiting (a run lost in a crash). */
export const sweepAuditStreamJob = defineJob({
  name: "audit-stream-sweep",
  payload: z.object({}),
  handler: async () => {
    const rows = await db.auditDestination.findMany({ where: { paused: false }, select: { id: true }, take: 100 });
    await enqueueMany(
      deliverAuditStreamJob,
      rows.map(({ id }) => ({ payload: { destinationId: id }, key: id })),
    );
  },
  options: { policy: "singleton", retryLimit: 1, expireInSeconds: 60 },
});

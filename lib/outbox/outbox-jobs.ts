import "server-only";
import { z } from "zod";
import { defineJob, enqueue, enqueueMany } from "@/lib/jobs";
import { db } from "@/lib/db/client";
import { deliverOutboxMessage, listDueOutboxIds, OUTBOX_LEASE_SECONDS } from "./deliver";

/**
 * Delivers one outbox message. A failure the message can recover from is scheduled by the message itself
 * (`nextAttemptAt`, honouring Retry-After): the job enqueues its successor for that time. A job lost with its
 * instance (SIGKILL) expires and is retried by the engine; the message's lease has lapsed by then.
 */
export const deliverOutboxJob = defineJob({
  name: "outbox-deliver",
  payload: z.object({ outboxId: z.uuid() }),
  handler: async ({ outboxId }) => {
    const outcome = await deliverOutboxMessage(outboxId);
    if (outcome !== "retry") return;
    const message = await db.outboxMessage.findUnique({ where: { id: outboxId }, select: { nextAttemptAt: true } });
    if (message) await enqueue(deliverOutboxJob, { outboxId }, { key: outboxId, startAfter: message.nextAttemptAt });
  },
  // "short": at most one waiting job per message, however often the sweep below finds it due.
  options: { policy: "short", retryLimit: 5, expireInSeconds: OUTBOX_LEASE_SECONDS + 30, concurrency: 4 },
});

/** Every minute: messages due and not queued (a lost job, a lapsed lease) get a delivery job. */
export const sweepOutboxJob = defineJob({
  name: "outbox-sweep",
  payload: z.object({}),
  handler: async () => {
    const ids = await listDueOutboxIds(500);
    await enqueueMany(
      deliverOutboxJob,
      ids.map((outboxId) => ({ payload: { outboxId }, key: outboxId })),
    );
  },
  options: { policy: "singleton", retryLimit: 1, expireInSeconds: 60 },
});

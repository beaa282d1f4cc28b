import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { enqueueMany, type SqlExecutor } from "@/lib/jobs";
import { deliverOutboxJob } from "./outbox-jobs";
import type { OutboxTargetKind } from "./target";

/** A transaction client: the messages and their delivery jobs exist exactly when the causing change commits. */
type Writer = Pick<Prisma.TransactionClient, "outboxMessage"> & SqlExecutor;

export interface OutboxEntry {
  /** Which deliverer takes it (lib/outbox/targets.ts). */
  targetKind: OutboxTargetKind;
  /** One message per key, however often the cause is replayed (a webhook reprocessed, an action retried). */
  idempotencyKey: string;
  payload: Prisma.InputJsonValue;
  /** Not before this time: a short wait lets several events for one reader travel as one message. */
  nextAttemptAt?: Date;
}

/**
 * Writes messages to the outbox and their delivery jobs, in the caller's transaction; a key already there is left
 * as it is (and gets no second job). Returns how many were new.
 */
export async function enqueueOutbox(tx: Writer, entries: OutboxEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const created = await tx.outboxMessage.createManyAndReturn({
    data: entries,
    skipDuplicates: true,
    select: { id: true, nextAttemptAt: true },
  });
  await enqueueMany(
    deliverOutboxJob,
    created.map(({ id, nextAttemptAt }) => ({ payload: { outboxId: id }, key: id, startAfter: nextAttemptAt })),
    { tx },
  );
  return created.length;
}

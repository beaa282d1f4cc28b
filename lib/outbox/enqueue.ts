import "server-only";
import type { Prisma } from "@/lib/db/generated/client";

/** A transaction client or the database client: enqueue inside the transaction of the change that causes it. */
type Writer = Pick<Prisma.TransactionClient, "outboxMessage">;

export interface OutboxEntry {
  /** Which deliverer takes it (lib/outbox/targets.ts): "ats" today; email and chat later. */
  targetKind: string;
  /** One message per key, however often the cause is replayed (a webhook reprocessed, an action retried). */
  idempotencyKey: string;
  payload: Prisma.InputJsonValue;
  /** Not before this time: a short wait lets several events for one reader travel as one message. */
  nextAttemptAt?: Date;
}

/** Writes messages to the outbox; a key already there is left as it is. Returns how many were new. */
export async function enqueueOutbox(writer: Writer, entries: OutboxEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const { count } = await writer.outboxMessage.createMany({ data: entries, skipDuplicates: true });
  return count;
}

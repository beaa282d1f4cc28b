import "server-only";
import type { WebhookType } from "@/lib/api-contract/webhooks";
import type { Prisma } from "@/lib/db/generated/client";
import { newId } from "../ids";

/** One event of ARCHITECTURE.md's contract, to be delivered by the ticker. */
export interface OutboundEvent {
  organizationId: string;
  type: WebhookType;
  /** When the event happened (a transition's own instant, not when it was written down). */
  at: Date;
  data: Record<string, unknown>;
}

let lastCreatedAt = 0;

/** Strictly increasing within the process, so two events of one transaction keep their order in the queue. */
function monotonicNow(): Date {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return new Date(lastCreatedAt);
}

/**
 * Stores a delivery in the caller's transaction, so an event is queued exactly when the change it announces
 * commits. The body is serialised once here and sent byte for byte on every attempt.
 */
export async function enqueueWebhook(tx: Prisma.TransactionClient, event: OutboundEvent): Promise<string> {
  const id = newId("msg");
  const body = JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: event.data });
  await tx.sandboxWebhookDelivery.create({
    data: {
      id,
      organizationId: event.organizationId,
      type: event.type,
      body,
      status: "pending",
      nextAttemptAt: new Date(),
      createdAt: monotonicNow(),
    },
  });
  return id;
}

/** The data of every interview.* event. */
export function interviewEventData(screen: { id: string; candidateId: string; problemId: string }, status: string) {
  return { interviewId: screen.id, candidateId: screen.candidateId, problemId: screen.problemId, status };
}

import "server-only";
import { interviewEventDataSchema } from "@/lib/api-contract/webhooks";
import type { Change } from "@/lib/live/publish";
import { applyInterviewEvent } from "@/lib/sync/events";
import { enqueueAtsCompletion } from "@/lib/ats/outbox/enqueue-ats-updates";

/** interview.* → the read model at once (lib/sync); returns the changes open pages should hear of. */
export async function handleInterviewEvent(
  raw: Record<string, unknown>,
  type: string,
  eventAt: Date,
): Promise<Change[]> {
  const event = interviewEventDataSchema.parse(raw);
  const changes = await applyInterviewEvent(event, type, eventAt);
  // Idempotent per application (the outbox key): a reprocessed event enqueues nothing new.
  if (type === "interview.completed") await enqueueAtsCompletion(event.interviewId);
  return changes;
}

import "server-only";
import { interviewEventDataSchema } from "@/lib/api-contract/webhooks";
import type { Change } from "@/lib/live/publish";
import { applyInterviewEvent } from "@/lib/sync/events";

/** interview.* → the read model at once (lib/sync); returns the changes open pages should hear of. */
export async function handleInterviewEvent(
  raw: Record<string, unknown>,
  type: string,
  eventAt: Date,
): Promise<Change[]> {
  const event = interviewEventDataSchema.parse(raw);
  // interview.completed stores the results, which reports the completion to the ATS in the same transaction.
  return applyInterviewEvent(event, type, eventAt);
}

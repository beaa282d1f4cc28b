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
  return applyInterviewEvent(interviewEventDataSchema.parse(raw), type, eventAt);
}

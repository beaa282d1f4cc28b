import "server-only";
import { interviewEventDataSchema } from "@/lib/api-contract/webhooks";
import { publishChange } from "@/lib/live/publish";
import { registerProblemsFromScreens } from "@/lib/problems/registry";
import { saveResultSnapshot } from "@/lib/results/snapshot";
import { getScreeningApi } from "@/lib/screening-api";

/**
 * interview.* → the screen read again (the event may be late or out of order; the API has the current state),
 * its problem known to the registry and, once completed, its results read and kept. A screen our key cannot
 * see raises NotFoundError, and the event is ignored.
 */
export async function handleInterviewEvent(raw: Record<string, unknown>) {
  const data = interviewEventDataSchema.parse(raw);
  const api = getScreeningApi();
  const screen = await api.assessments.get(data.interviewId);
  await registerProblemsFromScreens([screen.problemId]);
  if (screen.status === "Completed") await saveResultSnapshot(await api.results.get(screen.identifier));
  await publishChange({ topic: "screen", id: screen.identifier });
  await publishChange({ topic: "candidate", id: screen.candidateId });
}

import "server-only";
import { interviewEventDataSchema } from "@/lib/api-contract/webhooks";
import type { Change } from "@/lib/live/publish";
import { getRegistryEntry, registerProblemsFromScreens } from "@/lib/problems/registry";
import { saveResultSnapshot } from "@/lib/results/snapshot";
import { getScreeningApi } from "@/lib/screening-api";

/**
 * interview.* → the screen's problem known to the registry, the results of a completed screen read and kept,
 * and open pages told. A completed event reads the results, which fail with NotFoundError for a screen our key
 * cannot see (the event is then ignored). Other events only tell open pages to refresh (pages read the API
 * themselves, so a late or out-of-order event overwrites nothing), and read nothing when the registry knows
 * the problem; otherwise the screen is read first, which also checks that it is ours. Every screen issued
 * sends interview.sent: reading each back would spend half of a bulk run's rate limit on what it just did.
 */
/** Problems this instance has seen in the registry. Entries are never removed, so a hit stays true. */
const registered = new Set<string>();

async function isRegistered(problemId: string) {
  if (registered.has(problemId)) return true;
  if (!(await getRegistryEntry(problemId))) return false;
  registered.add(problemId);
  return true;
}

/** Returns the changes open pages should hear of; processWebhookEvent announces them with its own. */
export async function handleInterviewEvent(raw: Record<string, unknown>, type: string): Promise<Change[]> {
  const data = interviewEventDataSchema.parse(raw);
  const api = getScreeningApi();
  if (type === "interview.completed") {
    const results = await api.results.get(data.interviewId);
    await saveResultSnapshot(results);
    if (!(await isRegistered(results.problem_id))) await registerProblemsFromScreens([results.problem_id]);
  } else if (!(await isRegistered(data.problemId))) {
    const screen = await api.assessments.get(data.interviewId);
    await registerProblemsFromScreens([screen.problemId]);
  }
  return [
    { topic: "screen", id: data.interviewId },
    { topic: "candidate", id: data.candidateId },
  ];
}

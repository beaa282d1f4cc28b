import "server-only";
import { registeredProblemName } from "@/lib/problems/registry";
import type { Results } from "@/lib/api-contract/responses";
import { getScreeningApi } from "@/lib/screening-api";
import { saveResults } from "@/lib/sync/mirror/results";
import type { ShareContents } from "./contents";
import { sharedView } from "./shared-view";
import { logger } from "@/lib/logging/logger";
import { storedResults } from "@/lib/results/stored-results";
import { mirroredCandidateName } from "@/lib/candidates/mirrored-name";
import { pseudonym } from "@/lib/review/blind";

/** The result from the read model; one API call (kept in the read model) when the snapshot is missing. */
async function resultsOf(interviewId: string): Promise<Results> {
  const stored = await storedResults(interviewId);
  if (stored) return stored;
  const results = await getScreeningApi().results.get(interviewId);
  await saveResults(results).catch((error: unknown) =>
    logger.warn(
      { interviewId, reason: error instanceof Error ? error.message : String(error) },
      "shared results: the read model was not updated",
    ),
  );
  return results;
}

/** The candidate's name from the read model, else from the API (4.11). */
async function candidateName(candidateId: string): Promise<string> {
  return (await mirroredCandidateName(candidateId)) ?? (await getScreeningApi().candidates.get(candidateId)).name;
}

/**
 * What a live link's page shows; the problem's name comes from the registry, else its id stands in. A link a blind
 * reviewer made names the candidate by their pseudonym.
 */
export async function loadSharedView(interviewId: string, contents: ShareContents, pseudonymous = false) {
  const results = await resultsOf(interviewId);
  const [candidate, problem] = await Promise.all([
    pseudonymous ? pseudonym(results.candidate_id) : candidateName(results.candidate_id),
    registeredProblemName(results.problem_id),
  ]);
  return sharedView(results, { candidate, problem: problem ?? results.problem_id }, contents);
}

import "server-only";
import { cache } from "react";
import { DomainError } from "@/lib/errors/domain-error";
import { erasedCandidateIds, erasedScreenIds } from "@/lib/privacy/erased-subjects";
import type { Results } from "@/lib/api-contract/responses";
import { getScreeningApi } from "@/lib/screening-api";
import { storedResults } from "./stored-results";

/** The results of someone erased here: the service still has them, the dashboard does not show them. */
export class ErasedResultsError extends DomainError {}

/**
 * One results read per request: the results page and its review column (a parallel route rendered in the
 * same request) share it. Results do not change after completion, so the read model's copy answers when it has
 * one and the API is asked only when it has not (`fromApi`: the page then keeps what it read). Results of a screen
 * or candidate erased here are refused (lib/privacy), whatever the service still holds.
 */
export const readResults = cache(async (interviewId: string): Promise<{ results: Results; fromApi: boolean }> => {
  const erased = () => new ErasedResultsError("This screen's candidate was erased here.");
  if ((await erasedScreenIds([interviewId])).size) throw erased();
  const stored = await storedResults(interviewId);
  const results = stored ?? (await getScreeningApi().results.get(interviewId));
  if ((await erasedCandidateIds([results.candidate_id])).size) throw erased();
  return { results, fromApi: stored === null };
});

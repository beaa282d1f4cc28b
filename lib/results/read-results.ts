import "server-only";
import { cache } from "react";
import { DomainError } from "@/lib/errors/domain-error";
import { erasedCandidateIds, erasedScreenIds } from "@/lib/privacy/erased-subjects";
import { getScreeningApi } from "@/lib/screening-api";

/** The results of someone erased here: the service still has them, the dashboard does not show them. */
export class ErasedResultsError extends DomainError {}

/**
 * One results read per request: the results page and its review column (a parallel route rendered in the
 * same request) share it instead of calling the API twice. Results of a screen or candidate erased here are
 * refused (lib/privacy), whatever the service still holds.
 */
export const readResults = cache(async (interviewId: string) => {
  const erased = () => new ErasedResultsError("This screen's candidate was erased here.");
  if ((await erasedScreenIds([interviewId])).size) throw erased();
  const results = await getScreeningApi().results.get(interviewId);
  if ((await erasedCandidateIds([results.candidate_id])).size) throw erased();
  return results;
});

import "server-only";
import type { Assessment, Candidate, CandidateSummary } from "@/lib/api-contract/responses";
import { refreshCandidateScreens, upsertCandidates } from "./mirror/candidates";
import { upsertScreens } from "./mirror/screens";
import { logger } from "@/lib/logging/logger";

/**
 * A detail page read a candidate and their screens from the API: the mirror takes the fresher answer as it
 * goes, so the lists agree with what the page just showed. A failed write never fails the page.
 */
export async function mirrorCandidateRead(candidate: Candidate, screens: Assessment[], readAt: Date): Promise<void> {
  try {
    await upsertCandidates([candidate], { at: readAt });
    await upsertScreens(screens, { statusAt: readAt, confirmed: true });
    await refreshCandidateScreens([candidate.identifier]);
  } catch (error) {
    logger.warn({ err: error, candidate: candidate.identifier }, "sync: a detail read was not kept in the mirror");
  }
}

/** A candidate the dashboard just created: in the lists at once rather than at the next reconcile. */
export async function mirrorCreatedCandidate(
  candidate: Pick<CandidateSummary, "identifier" | "name" | "email" | "integrationSource" | "externalId">,
  createdAt: Date,
): Promise<void> {
  try {
    await upsertCandidates([{ ...candidate, createdAt: createdAt.toISOString() }], { at: createdAt });
  } catch (error) {
    logger.warn(
      { err: error, candidate: candidate.identifier },
      "sync: a created candidate was not kept in the mirror",
    );
  }
}

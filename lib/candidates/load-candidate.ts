import "server-only";
import { after } from "next/server";
import type { Assessment, Candidate } from "@/lib/api-contract/responses";
import { getAnnotations } from "@/lib/annotations/annotations";
import type { SessionUser } from "@/lib/auth/session";
import { listRegisteredProblems, registerProblemsFromScreens } from "@/lib/problems/registry";
import { getScreeningApi, NotFoundError } from "@/lib/screening-api";
import { mirrorCandidateRead } from "@/lib/sync/detail-reads";
import { identityView, redactCandidate } from "@/lib/review/blind";
import { erasedCandidateIds } from "@/lib/privacy/erased-subjects";
import { placeholderPrefix } from "@/lib/privacy/subject-hash";
import { listIpReports } from "./ip-reports";
import { listScoutRequests } from "./scout-requests";
import { readIpMentions, readScreenFacts } from "./screen-facts";

export type CandidatePageData =
  | {
      state: "ready";
      candidate: Candidate;
      screens: Assessment[];
      team: Awaited<ReturnType<typeof readTeamData>>;
      /** Blind review: the candidate is a pseudonym to this reader, without IP reports or Scout findings. */
      hidden: boolean;
      /** When the service was read (ms since the epoch): the page's live updates start with what changed since. */
      readAt: number;
    }
  | { state: "unknown" }
  | { state: "erased" }
  | { state: "failed"; error: unknown };

/** What the team keeps beside the service's record: problems to issue, IP reports, Scout runs, annotations, facts. */
async function readTeamData(
  candidateId: string,
  screens: Assessment[],
  viewer: Pick<SessionUser, "id" | "role">,
  hidden: boolean,
) {
  const [problems, ipReports, scoutRequests, annotations, facts] = await Promise.all([
    listRegisteredProblems(),
    hidden ? [] : listIpReports(candidateId),
    hidden ? [] : listScoutRequests(candidateId),
    getAnnotations({ targetType: "candidate", targetId: candidateId }, viewer),
    readScreenFacts(
      candidateId,
      screens.map((s) => s.identifier),
    ),
  ]);
  const ipMentions = await readIpMentions(candidateId, [...new Set(ipReports.map((r) => r.ipAddress))]);
  return { problems, ipReports, ipMentions, scoutRequests, annotations, facts };
}

/**
 * Everything the candidate page shows: the candidate and their screens from the API (spec 4.11, 4.14) and what
 * the team keeps about them. Nothing is written while the page renders: the read model takes the fresher answer,
 * and problems the screens use join the registry, after the response (Next's `after`). A blind reader gets the
 * candidate under a pseudonym, and neither IP reports nor Scout runs.
 */
export async function loadCandidatePage(
  candidateId: string,
  viewer: Pick<SessionUser, "id" | "role">,
): Promise<CandidatePageData> {
  // Someone erased here is not read from the service's copy (lib/privacy): the page says so and shows nothing of them.
  if (candidateId.startsWith(placeholderPrefix) || (await erasedCandidateIds([candidateId])).size)
    return { state: "erased" };
  const api = getScreeningApi();
  let candidate: Candidate;
  let screens: Assessment[];
  const readAt = new Date();
  try {
    [candidate, screens] = await Promise.all([
      api.candidates.get(candidateId),
      api.assessments.listForCandidate(candidateId),
    ]);
  } catch (error) {
    return error instanceof NotFoundError ? { state: "unknown" } : { state: "failed", error };
  }
  after(async () => {
    await mirrorCandidateRead(candidate, screens, readAt);
    await registerProblemsFromScreens(screens.map((s) => s.problemId)).catch((error: unknown) =>
      console.error("problems of a candidate's screens not registered", { candidateId, error }),
    );
  });
  const view = await identityView(viewer, [candidateId]);
  const hidden = view.hides(candidateId);
  return {
    state: "ready",
    candidate: redactCandidate(candidateId, candidate, view),
    screens,
    team: await readTeamData(candidateId, screens, viewer, hidden),
    hidden,
    readAt: readAt.getTime(),
  };
}

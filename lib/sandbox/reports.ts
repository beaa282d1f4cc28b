import "server-only";
import type { Results } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";
import { requireAssessment } from "./assessments";
import { renderProblemPdf, renderResultsPdf } from "./pdf";
import { serializeProblem } from "./problems";
import { getResults } from "./results";
import { resolveShareToken } from "./share-links";

/** Everything a results report shows: who took what, and the results (only for a completed screen). */
export interface ResultsReport {
  organizationName: string;
  candidate: { identifier: string; name: string; email: string };
  problem: { id: string; name: string; type: string; duration: number };
  results: Results;
}

/** The report of one screen of the organization; 404 when unknown or not completed. */
export async function loadResultsReport(organizationId: string, interviewId: string): Promise<ResultsReport> {
  const results = await getResults(organizationId, interviewId);
  const screen = await requireAssessment(organizationId, interviewId);
  const [organization, candidate, problem] = await Promise.all([
    db.sandboxOrganization.findUniqueOrThrow({ where: { id: organizationId } }),
    db.sandboxCandidate.findUniqueOrThrow({ where: { id: screen.candidateId } }),
    db.sandboxProblem.findUniqueOrThrow({ where: { id: screen.problemId } }),
  ]);
  return {
    organizationName: organization.name,
    candidate: { identifier: candidate.id, name: candidate.name, email: candidate.email },
    // The duration the candidate had, which a later edit of the problem does not change.
    problem: { id: problem.id, name: problem.name, type: screen.problemType, duration: screen.durationMinutes },
    results,
  };
}

/** 4.17. */
export async function resultsPdf(organizationId: string, interviewId: string): Promise<Uint8Array> {
  return renderResultsPdf({ ...(await loadResultsReport(organizationId, interviewId)), generatedAt: new Date() });
}

/** The report behind a results share token, or null when the token is unknown. */
export async function sharedResultsReport(token: string): Promise<ResultsReport | null> {
  const target = await resolveShareToken("results", token);
  return target ? loadResultsReport(target.organizationId, target.targetId) : null;
}

/** The problem PDF behind a problem share token (the problem as it is now), or null when the token is unknown. */
export async function sharedProblemPdf(token: string): Promise<Uint8Array | null> {
  const target = await resolveShareToken("problem", token);
  if (!target) return null;
  const problem = await db.sandboxProblem.findFirst({
    where: { id: target.targetId, organizationId: target.organizationId },
    include: { organization: true },
  });
  if (!problem) return null;
  return renderProblemPdf({
    organizationName: problem.organization.name,
    problem: serializeProblem(problem),
    generatedAt: new Date(),
  });
}

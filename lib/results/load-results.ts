import "server-only";
import { after } from "next/server";
import type { Assessment, Problem, Results } from "@/lib/api-contract/responses";
import type { Role } from "@/lib/auth/roles";
import { mirroredCandidateName } from "@/lib/candidates/mirrored-name";
import { saveProblem } from "@/lib/problems/registry";
import { problemReadNow } from "@/lib/problems/shared-reads";
import { logger } from "@/lib/logging/logger";
import { getScreeningApi, NotFoundError } from "@/lib/screening-api";
import { saveResults } from "@/lib/sync/mirror/results";
import { resultIdentityView, redactCandidate, redactResults } from "@/lib/review/blind";
import { ErasedResultsError, readResults } from "./read-results";

/** A read that may fail without failing the page. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type ResultsPageData =
  | {
      state: "ready";
      results: Results;
      problem: Settled<Problem>;
      /** The candidate's name: the read model's, else the API's (4.11). */
      candidate: Settled<{ name: string }>;
      /** Blind review: the candidate is a pseudonym to this reader and location findings are withheld. */
      hidden: boolean;
    }
  /** The screen exists but has no results yet; `message` is the service's own reason. */
  | { state: "not-completed"; assessment: Assessment; message: string }
  | { state: "unknown" }
  /** The screen or its candidate was erased here (lib/privacy). */
  | { state: "erased" }
  | { state: "failed"; error: unknown };

/** One line, no stack: a copy not refreshed is no fault of the page, and the next read or reconcile mends it. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0] : String(error));

const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * After the response: results read from the API become the screen's snapshot (overview, integrity queue, and the
 * next view of this page), and a problem read from the API updates the registry. A failed write is logged; the page
 * already showed the API's answer.
 */
async function keepWhatWasRead(results: Results | null, problemId: string, problem: Settled<Problem> | null) {
  // One line, no stack: a webhook or the reconciler storing the same results at the same moment will keep them.
  if (results)
    await saveResults(results).catch((error: unknown) =>
      logger.warn(
        { interviewId: results.interview_id, reason: reasonOf(error) },
        "results page: the read model was not updated",
      ),
    );
  if (problem?.ok)
    await saveProblem(problemId, problem.value, "screen").catch((error: unknown) =>
      logger.warn({ problemId, reason: reasonOf(error) }, "results page: the problem registry was not updated"),
    );
}

/** The problem as it is now, read from the API once for this instance's results pages of the next seconds. */
async function problemNow(problemId: string): Promise<{ problem: Settled<Problem>; fromApi: boolean }> {
  const { problem, fetched } = problemReadNow(problemId);
  return { problem: await settle(problem), fromApi: fetched };
}

/** The candidate's name from the read model, else from the API. */
async function candidateName(candidateId: string): Promise<Settled<{ name: string }>> {
  const name = await mirroredCandidateName(candidateId);
  if (name !== null) return { ok: true, value: { name } };
  return settle(
    getScreeningApi()
      .candidates.get(candidateId)
      .then((candidate) => ({ name: candidate.name })),
  );
}

async function whyNoResults(interviewId: string, notFound: NotFoundError): Promise<ResultsPageData> {
  try {
    const assessment = await getScreeningApi().assessments.get(interviewId);
    return { state: "not-completed", assessment, message: notFound.message };
  } catch (error) {
    return error instanceof NotFoundError ? { state: "unknown" } : { state: "failed", error };
  }
}

/**
 * Everything the results page shows: the results (spec 4.15), the problem as it is now (4.6, through the problem
 * registry; one read shared by this instance's pages for a few seconds, lib/problems/shared-reads.ts) and the
 * candidate's name (4.11). The results and the name come from the read model when it holds them (results do not
 * change after completion), otherwise from the API. Results answer 404 both for an unknown screen and for one not
 * completed yet, so the screen itself is read to tell the two apart. What was read from the API is stored after the
 * response: nothing is written while the page renders. For a blind reader (lib/review/blind.ts) the candidate is
 * redacted and location findings withheld.
 */
export async function loadResultsPage(
  interviewId: string,
  reader: { id: string; role: Role },
): Promise<ResultsPageData> {
  let read: Awaited<ReturnType<typeof readResults>>;
  try {
    read = await readResults(interviewId);
  } catch (error) {
    if (error instanceof ErasedResultsError) return { state: "erased" };
    return error instanceof NotFoundError ? whyNoResults(interviewId, error) : { state: "failed", error };
  }
  const { results } = read;
  const [now, candidate, view] = await Promise.all([
    problemNow(results.problem_id),
    candidateName(results.candidate_id),
    resultIdentityView(reader, interviewId, results.candidate_id),
  ]);
  if (read.fromApi || now.fromApi)
    after(() => keepWhatWasRead(read.fromApi ? results : null, results.problem_id, now.fromApi ? now.problem : null));
  const hidden = view.hides(results.candidate_id);
  return {
    state: "ready",
    results: redactResults(results, hidden),
    problem: now.problem,
    candidate: candidate.ok
      ? { ok: true, value: redactCandidate(results.candidate_id, candidate.value, view) }
      : candidate,
    hidden,
  };
}

import "server-only";
import { after } from "next/server";
import type { Assessment, Candidate, Problem, Results } from "@/lib/api-contract/responses";
import type { Role } from "@/lib/auth/roles";
import { saveProblem } from "@/lib/problems/registry";
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
      candidate: Settled<Candidate>;
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
 * After the response: the results become the screen's snapshot (overview, integrity queue) and the problem's
 * settings as read now update the registry. A failed write is logged; the page already showed the API's answer.
 */
async function keepWhatWasRead(results: Results, problem: Settled<Problem>) {
  const interviewId = results.interview_id;
  // One line, no stack: a webhook or the reconciler storing the same results at the same moment will keep them.
  await saveResults(results).catch((error: unknown) =>
    logger.warn({ interviewId, reason: reasonOf(error) }, "results page: the read model was not updated"),
  );
  if (problem.ok)
    await saveProblem(results.problem_id, problem.value, "screen").catch((error: unknown) =>
      logger.warn(
        { problemId: results.problem_id, reason: reasonOf(error) },
        "results page: the problem registry was not updated",
      ),
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
 * Everything the results page shows: the results (spec 4.15), the problem as it is now (4.6, through the
 * problem registry) and the candidate (4.11). Results answer 404 both for an unknown screen and for one not
 * completed yet, so the screen itself is read to tell the two apart. Every read of results is also stored as
 * the screen's snapshot for the overview and the integrity queue, after the response: nothing is written while
 * the page renders. For a blind reader (lib/review/blind.ts) the candidate is redacted and location findings withheld.
 */
export async function loadResultsPage(
  interviewId: string,
  reader: { id: string; role: Role },
): Promise<ResultsPageData> {
  let results: Results;
  try {
    results = await readResults(interviewId);
  } catch (error) {
    if (error instanceof ErasedResultsError) return { state: "erased" };
    return error instanceof NotFoundError ? whyNoResults(interviewId, error) : { state: "failed", error };
  }
  const [problem, candidate] = await Promise.all([
    settle(getScreeningApi().problems.get(results.problem_id)),
    settle(getScreeningApi().candidates.get(results.candidate_id)),
  ]);
  after(() => keepWhatWasRead(results, problem));
  const view = await resultIdentityView(reader, interviewId, results.candidate_id);
  const hidden = view.hides(results.candidate_id);
  return {
    state: "ready",
    results: redactResults(results, hidden),
    problem,
    candidate: candidate.ok
      ? { ok: true, value: redactCandidate(results.candidate_id, candidate.value, view) }
      : candidate,
    hidden,
  };
}

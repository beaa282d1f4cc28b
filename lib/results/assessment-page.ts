import "server-only";
import type { AssessmentPage, Pagination } from "@/lib/api-contract/responses";
import { listRegisteredProblems, registerProblemsFromScreens } from "@/lib/problems/registry";
import { describeApiError, getScreeningApi } from "@/lib/screening-api";

/** One screen as the assessments table shows it; names are null when they could not be looked up. */
export interface AssessmentRow {
  identifier: string;
  candidateId: string;
  candidateName: string | null;
  problemId: string;
  problemName: string | null;
  problemType: string;
  status: string;
  createdAt: string;
}

export interface AssessmentPageView {
  rows: AssessmentRow[];
  /** As the service answered for the page shown (which differs from the one asked for past the end). */
  pagination: Pagination;
  /** Corrections and partial failures to show above the table. */
  notices: string[];
}

const explain = (what: string, error: unknown) => {
  const { title, detail } = describeApiError(error);
  return `${what} could not be loaded, so identifiers are shown instead (${title}: ${detail})`;
};

async function candidateNames(): Promise<Map<string, string>> {
  const candidates = await getScreeningApi().candidates.list();
  return new Map(candidates.map((c) => [c.identifier, c.name]));
}

async function problemNames(problemIds: string[]): Promise<Map<string, string>> {
  await registerProblemsFromScreens(problemIds);
  const problems = await listRegisteredProblems();
  return new Map(problems.map((p) => [p.problemId, p.name]));
}

/** The list is server-paginated; a page past the end comes back empty, so the last page is shown instead. */
async function readPage(page: number, pageSize: number, notices: string[]): Promise<AssessmentPage> {
  const api = getScreeningApi();
  const answer = await api.assessments.list({ page, pageSize });
  const { totalPages } = answer.pagination;
  if (answer.assessments.length > 0 || totalPages < 1 || page <= totalPages) return answer;
  notices.push(`There is no page ${page} at ${pageSize} per page; the last page, ${totalPages}, is shown instead.`);
  return api.assessments.list({ page: totalPages, pageSize });
}

/**
 * One page of the organization's screens (spec 4.2) with candidate and problem names. Names come from the
 * candidate list and the problem registry; if either fails the page still shows, with identifiers and a notice.
 */
export async function loadAssessmentPage(page: number, pageSize: number): Promise<AssessmentPageView> {
  const notices: string[] = [];
  const candidatesRead = candidateNames().then(
    (names) => names,
    (error: unknown) => {
      notices.push(explain("Candidate names", error));
      return new Map<string, string>();
    },
  );
  const answer = await readPage(page, pageSize, notices);
  const problemsRead = problemNames(answer.assessments.map((a) => a.problemId)).catch((error: unknown) => {
    console.error("assessments: problem names unavailable", { error });
    notices.push(explain("Problem names", error));
    return new Map<string, string>();
  });
  const [candidates, problems] = await Promise.all([candidatesRead, problemsRead]);
  const rows = answer.assessments.map((a) => ({
    identifier: a.identifier,
    candidateId: a.candidateId,
    candidateName: candidates.get(a.candidateId) ?? null,
    problemId: a.problemId,
    problemName: problems.get(a.problemId) ?? null,
    problemType: a.problemType,
    status: a.status,
    createdAt: a.createdAt,
  }));
  return { rows, pagination: answer.pagination, notices };
}

import "server-only";
import {
  issueScreenRequestSchema,
  listAssessmentsQuerySchema,
  type IssueScreenRequest,
  type ListAssessmentsQuery,
} from "@/lib/api-contract/requests";
import {
  candidateAssessmentsResponseSchema,
  getAssessmentResponseSchema,
  issueScreenResponseSchema,
  listAssessmentsResponseSchema,
  type Assessment,
  type AssessmentPage,
} from "@/lib/api-contract/responses";
import { apiPath, type Requester } from "./client";
import { ConflictError } from "./http-errors";
import {
  iterateAssessmentPages,
  iterateAssessments,
  listAllAssessments,
  type ListAllOptions,
  type PagingOptions,
} from "./assessment-paging";
import { retryIdempotent, retryIssue } from "./retry";
import { validateRequest } from "./zod-issues";

/**
 * What issuing a screen achieved. `already-issued` is the 409 INTERVIEW_ALREADY_EXISTS answer: the candidate
 * already has an unstarted screen for this problem, and `identifier` is that screen.
 */
export type IssueOutcome =
  { outcome: "issued"; identifier: string } | { outcome: "already-issued"; identifier: string };

/** Screens (assessments, interviews): spec 4.1 to 4.4. */
export function createAssessmentsApi(request: Requester) {
  const list = async (
    query: ListAssessmentsQuery = {},
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<AssessmentPage> => {
    const path = apiPath("assessments");
    const { page, pageSize } = validateRequest(listAssessmentsQuerySchema, query, { method: "GET", path });
    return request.json({
      method: "GET",
      path,
      query: { page, pageSize },
      schema: listAssessmentsResponseSchema,
      retry: retryIdempotent,
      signal,
    });
  };

  return {
    /**
     * 4.1 Issue a screen. Retried only on 429 and PROBLEM_CREATING (nothing was created then); every other
     * failure, including a 409 with another code, is thrown.
     */
    async issue(input: IssueScreenRequest): Promise<IssueOutcome> {
      const path = apiPath("assessments");
      const body = validateRequest(issueScreenRequestSchema, input, { method: "POST", path });
      try {
        const issued = await request.json({
          method: "POST",
          path,
          body: { json: body },
          schema: issueScreenResponseSchema,
          retry: retryIssue,
        });
        return { outcome: "issued", identifier: issued.identifier };
      } catch (error) {
        if (error instanceof ConflictError && error.conflict.errorCode === "INTERVIEW_ALREADY_EXISTS") {
          return { outcome: "already-issued", identifier: error.conflict.identifier };
        }
        throw error;
      }
    },

    /** 4.2 One page of the organization's screens (page from 1, pageSize 1 to 1000, default 100); `signal` aborts it. */
    list,

    /** 4.2 Every screen: page 1 first, then the remaining pages with up to `concurrency` in flight, in page order. */
    listAll: (options?: ListAllOptions): Promise<Assessment[]> => listAllAssessments(list, options),

    /** 4.2 Screen by screen, one page at a time, for lists too large to hold at once. */
    iterate: (options?: PagingOptions): AsyncGenerator<Assessment> => iterateAssessments(list, options),

    /** 4.2 Page by page, with the pagination of each. */
    iteratePages: (options?: PagingOptions): AsyncGenerator<AssessmentPage> => iterateAssessmentPages(list, options),

    /** 4.3 One screen. */
    async get(interviewId: string): Promise<Assessment> {
      const response = await request.json({
        method: "GET",
        path: apiPath("assessments", interviewId),
        schema: getAssessmentResponseSchema,
        retry: retryIdempotent,
      });
      return response.interview;
    },

    /** 4.4 A candidate's screens, each with problemName. */
    async listForCandidate(candidateId: string): Promise<Assessment[]> {
      const path = apiPath("assessments", "candidate", candidateId);
      const response = await request.json({
        method: "GET",
        path,
        schema: candidateAssessmentsResponseSchema,
        retry: retryIdempotent,
      });
      return response.interviews;
    },
  };
}

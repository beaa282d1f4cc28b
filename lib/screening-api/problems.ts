import "server-only";
import {
  createProblemRequestSchema,
  updateProblemRequestSchema,
  type CreateProblemRequest,
  type UpdateProblemRequest,
} from "@/lib/api-contract/requests";
import {
  createProblemResponseSchema,
  problemResponseSchema,
  shareLinkResponseSchema,
  type CreateProblemResponse,
  type Problem,
} from "@/lib/api-contract/responses";
import { apiPath, type Requester } from "./client";
import { retryIdempotent, retryNever } from "./retry";
import { validateRequest } from "./zod-issues";

/** Problems (technical assessments and video screens): spec 4.5 to 4.8. */
export function createProblemsApi(request: Requester) {
  return {
    /**
     * 4.5 Generate a technical assessment from a job description. A role that is not a hands-on coding job
     * raises JobNotServableError (a ValidationError with code JOB_NOT_SERVABLE and the service's explanation).
     * Not retried: a second attempt could generate a second problem.
     */
    async create(input: CreateProblemRequest): Promise<CreateProblemResponse> {
      const path = apiPath("problems");
      const body = validateRequest(createProblemRequestSchema, input, { method: "POST", path });
      return request.json({
        method: "POST",
        path,
        body: { json: body },
        schema: createProblemResponseSchema,
        retry: retryNever,
      });
    },

    /** 4.6 One problem, in either read shape (status, type and externalResourceMode may be absent). */
    async get(problemId: string): Promise<Problem> {
      const response = await request.json({
        method: "GET",
        path: apiPath("problems", problemId),
        schema: problemResponseSchema,
        retry: retryIdempotent,
      });
      return response.problem;
    },

    /**
     * 4.7 Change the given fields only (absent keys are not sent; `expirationDays: null` is sent and clears the
     * override). The problem must be Ready; returns it as updated.
     */
    async update(problemId: string, changes: UpdateProblemRequest): Promise<Problem> {
      const path = apiPath("problems", problemId);
      const body = validateRequest(updateProblemRequestSchema, changes, { method: "PATCH", path });
      const response = await request.json({
        method: "PATCH",
        path,
        body: { json: body },
        schema: problemResponseSchema,
        retry: retryNever,
      });
      return response.problem;
    },

    /** 4.8 Public URL of the problem's PDF. */
    async shareLink(problemId: string): Promise<string> {
      const path = apiPath("problems", problemId, "shared");
      const response = await request.json({
        method: "GET",
        path,
        schema: shareLinkResponseSchema,
        retry: retryIdempotent,
      });
      return response.shareLink;
    },
  };
}

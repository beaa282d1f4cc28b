import "server-only";
import {
  createCandidateRequestSchema,
  ipTelemetryRequestSchema,
  listCandidatesQuerySchema,
  type CreateCandidateRequest,
  type IpTelemetryRequest,
  type ListCandidatesQuery,
} from "@/lib/api-contract/requests";
import {
  candidateResponseSchema,
  candidateSummarySchema,
  createCandidateResponseSchema,
  ipTelemetryResponseSchema,
  listCandidatesResponseSchema,
  scoutResponseSchema,
  type Candidate,
  type CandidateSummary,
  type CreateCandidateResponse,
  type IpTelemetryResponse,
  type ScoutResponse,
} from "@/lib/api-contract/responses";
import { apiPath, type Requester } from "./client";
import { jsonItems } from "./json-items";
import { TimeoutError, ResponseShapeError } from "./transport-errors";
import { describeIssues } from "./zod-issues";
import { retryIdempotent, retryNever } from "./retry";
import { scoutForm, type ScoutInput } from "./scout-form";
import { validateRequest } from "./zod-issues";

/** Candidates, their IP telemetry and Scout runs: spec 4.9 to 4.14. */
export function createCandidatesApi(request: Requester) {
  const getCandidate = async (path: string): Promise<Candidate> =>
    (await request.json({ method: "GET", path, schema: candidateResponseSchema, retry: retryIdempotent })).candidate;

  return {
    /** 4.9 Register a candidate (integrationSource and externalId together or not at all). */
    async create(input: CreateCandidateRequest): Promise<CreateCandidateResponse> {
      const path = apiPath("candidates");
      const body = validateRequest(createCandidateRequestSchema, input, { method: "POST", path });
      return request.json({
        method: "POST",
        path,
        body: { json: body },
        schema: createCandidateResponseSchema,
        retry: retryNever,
      });
    },

    /** 4.10 The organization's candidates, optionally only the one with these ATS ids (both or neither). */
    async list(filter: ListCandidatesQuery = {}): Promise<CandidateSummary[]> {
      const path = apiPath("candidates");
      const query = validateRequest(listCandidatesQuerySchema, filter, { method: "GET", path });
      const response = await request.json({
        method: "GET",
        path,
        query,
        schema: listCandidatesResponseSchema,
        retry: retryIdempotent,
      });
      return response.candidates;
    },

    /**
     * 4.10 without a filter, for an organization of any size: the one answer is parsed as it arrives and handed
     * on `batchSize` candidates at a time, the next bytes read only once the caller has taken a batch, so memory
     * holds a batch and never the list (a million candidates are some 150 MB of JSON). Each candidate is checked
     * against the schema as it comes. A failure half-way throws; the batches before it were delivered.
     */
    async *listInBatches(options: { batchSize: number; signal?: AbortSignal }): AsyncGenerator<CandidateSummary[]> {
      const path = apiPath("candidates");
      const call = { method: "GET" as const, path, retry: retryIdempotent, signal: options.signal };
      const { body, timeoutMs } = await request.jsonStream(call);
      const context = { status: 200, method: call.method, path, body: undefined };
      let index = 0;
      const items = jsonItems(body, {
        path: "$.candidates.*",
        batchSize: options.batchSize,
        idleTimeoutMs: timeoutMs,
        onIdle: () => new TimeoutError(context, timeoutMs),
        signal: options.signal,
      });
      for await (const batch of items) {
        yield batch.map((item) => {
          const result = candidateSummarySchema.safeParse(item);
          if (!result.success) {
            const { field, issues } = describeIssues(result.error.issues, ["candidates", index]);
            throw new ResponseShapeError({ ...context, body: item }, field, issues);
          }
          index += 1;
          return result.data;
        });
      }
    },

    /** 4.11 One candidate, with status and interviewIds. */
    get: (candidateId: string): Promise<Candidate> => getCandidate(apiPath("candidates", candidateId)),

    /** 4.12 One candidate by email address (sent URL-encoded: `+` and `@` survive). */
    getByEmail: (email: string): Promise<Candidate> => getCandidate(apiPath("candidates", "email", email)),

    /**
     * 4.13 Report an IP address our own systems saw for the candidate. Retried like a GET: reposting the same
     * (ipAddress, observedAt) is a no-op answered with `duplicate: true`.
     */
    async reportIp(candidateId: string, reading: IpTelemetryRequest): Promise<IpTelemetryResponse> {
      const path = apiPath("candidates", candidateId, "ip-telemetry");
      const body = validateRequest(ipTelemetryRequestSchema, reading, { method: "POST", path });
      return request.json({
        method: "POST",
        path,
        body: { json: body },
        schema: ipTelemetryResponseSchema,
        retry: retryIdempotent,
      });
    },

    /**
     * 4.14 Queue a Scout run (multipart: phone, linkedinUrl, githubUrl and up to 10 resumes). Not retried: a
     * second run would be queued. Completion arrives by the scout.completed webhook.
     */
    async triggerScout(candidateId: string, input: ScoutInput = {}): Promise<ScoutResponse> {
      const path = apiPath("candidates", candidateId, "scout");
      const form = scoutForm(input, { method: "POST", path });
      return request.json({ method: "POST", path, body: { form }, schema: scoutResponseSchema, retry: retryNever });
    },
  };
}

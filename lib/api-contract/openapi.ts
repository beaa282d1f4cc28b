import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import {
  interviewAlreadyExistsSchema,
  ipTelemetryErrorSchema,
  issueConflictSchema,
  jobNotServableSchema,
  messageErrorSchema,
  problemCreatingSchema,
  problemErrorSchema,
} from "./errors";
import { limits, resumeTypes } from "./limits";
import {
  createCandidateRequestSchema,
  createProblemRequestSchema,
  ipTelemetryRequestSchema,
  issueScreenRequestSchema,
  listAssessmentsQuerySchema,
  listCandidatesQuerySchema,
  scoutFieldsSchema,
  updateProblemRequestSchema,
} from "./requests";
import {
  assessmentSchema,
  candidateAssessmentsResponseSchema,
  candidateResponseSchema,
  candidateSchema,
  candidateSummarySchema,
  createCandidateResponseSchema,
  createProblemResponseSchema,
  flagSchema,
  getAssessmentResponseSchema,
  integrityReportSchema,
  ipTelemetryResponseSchema,
  issueScreenResponseSchema,
  listAssessmentsResponseSchema,
  listCandidatesResponseSchema,
  paginationSchema,
  problemResponseSchema,
  problemSchema,
  resultsSchema,
  scoringCategorySchema,
  scoutResponseSchema,
  shareLinkResponseSchema,
} from "./responses";

/**
 * The OpenAPI 3.1 document of spec/screening-api.md. Every schema comes from this folder's zod schemas through
 * zod-openapi; only the paths, operations and status codes are written here. The document stays open where the
 * spec says "not shown" because responses.ts is: its objects are loose (extra fields allowed) and its status,
 * type, risk and level fields are plain strings, so no override is needed (openapi.test.ts keeps it so).
 */
export type OpenApiDocument = ReturnType<typeof createDocument>;

/** The three error shapes of spec part 7, by endpoint family. */
const errorShapes = {
  message: messageErrorSchema,
  problems: problemErrorSchema,
  "ip-telemetry": ipTelemetryErrorSchema,
};
type Family = keyof typeof errorShapes;

const json = (schema: z.ZodType) => ({ "application/json": { schema } });

/** 4.14: the text parts of requests.ts plus the resume files with their limits (part 8). */
const scoutFormSchema = scoutFieldsSchema.extend({
  resumes: z
    .array(z.file().max(limits.scout.maxResumeBytes).mime(Object.values(resumeTypes)))
    .max(limits.scout.maxResumes)
    .optional(),
});

const pathParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>);

interface OperationInput {
  id: string;
  summary: string;
  description?: string;
  tag: "Assessments" | "Problems" | "Candidates" | "Results";
  family: Family;
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: { mediaType: "application/json" | "multipart/form-data"; schema: z.ZodType };
  success: { status: "200" | "202"; description: string; schema?: z.ZodType };
  /** Error statuses the spec lists for this operation besides 401 (part 7). */
  errors?: ZodOpenApiResponsesObject;
}

function operation(input: OperationInput): ZodOpenApiOperationObject {
  const errorBody = json(errorShapes[input.family]);
  // A body the spec gives no media type for (the PDF): bytes of any type, so a mock built from this document can answer it.
  const successContent = input.success.schema
    ? json(input.success.schema)
    : { "*/*": { schema: z.string().meta({ format: "binary" }) } };
  return {
    operationId: input.id,
    summary: input.summary,
    ...(input.description && { description: input.description }),
    tags: [input.tag],
    requestParams: { ...(input.path && { path: input.path }), ...(input.query && { query: input.query }) },
    ...(input.body && {
      requestBody: { required: true, content: { [input.body.mediaType]: { schema: input.body.schema } } },
    }),
    responses: {
      [input.success.status]: { description: input.success.description, content: successContent },
      "401": { description: "Invalid or missing API key.", content: errorBody },
      ...input.errors,
      default: {
        description:
          "Any other error. Its status code is not shown by the spec; the body has this endpoint's error shape (spec part 7).",
        content: errorBody,
      },
    },
  };
}

const unstatedSuccess = "The spec does not state the success status; the sandbox answers 200.";

const operations: Record<string, Record<string, OperationInput>> = {
  "/api/public/assessments": {
    post: {
      id: "issueScreen",
      summary: "Issue a screen",
      description:
        "Pairs a candidate with a problem; the problem type is inferred from the problem id. Retry only after 429 or PROBLEM_CREATING; INTERVIEW_ALREADY_EXISTS names the screen already issued.",
      tag: "Assessments",
      family: "message",
      body: { mediaType: "application/json", schema: issueScreenRequestSchema },
      success: { status: "200", description: "The screen was issued.", schema: issueScreenResponseSchema },
      errors: {
        "400": { description: "Invalid candidate or problem.", content: json(messageErrorSchema) },
        "409": {
          description:
            "Conflict, discriminated by errorCode: INTERVIEW_ALREADY_EXISTS or PROBLEM_CREATING (retry once the problem is Ready).",
          content: json(issueConflictSchema),
        },
        "429": { description: "Rate limit exceeded; the caller contacts support.", content: json(messageErrorSchema) },
        "500": { description: "Server error.", content: json(messageErrorSchema) },
      },
    },
    get: {
      id: "listAssessments",
      summary: "List assessments",
      description: "The organization's assessments, a page at a time; page until totalPages is reached.",
      tag: "Assessments",
      family: "message",
      query: listAssessmentsQuerySchema,
      success: { status: "200", description: "One page of assessments.", schema: listAssessmentsResponseSchema },
    },
  },
  "/api/public/assessments/{interviewId}": {
    get: {
      id: "getAssessment",
      summary: "Get an assessment",
      tag: "Assessments",
      family: "message",
      path: pathParams("interviewId"),
      success: { status: "200", description: "The assessment.", schema: getAssessmentResponseSchema },
    },
  },
  "/api/public/assessments/candidate/{candidateId}": {
    get: {
      id: "listCandidateAssessments",
      summary: "List a candidate's assessments",
      description: "Each assessment includes problemName.",
      tag: "Assessments",
      family: "message",
      path: pathParams("candidateId"),
      success: {
        status: "200",
        description: "The candidate's assessments.",
        schema: candidateAssessmentsResponseSchema,
      },
    },
  },
  "/api/public/problems": {
    post: {
      id: "createProblem",
      summary: "Create a problem from a job description",
      description: `Creates a technical assessment; the role is classified for serveability on submit. Disabled by default, enabled on request. The spec leaves two field names open: experienceLevel and externalResourceMode are the sandbox's. ${unstatedSuccess}`,
      tag: "Problems",
      family: "problems",
      body: { mediaType: "application/json", schema: createProblemRequestSchema },
      success: { status: "200", description: "The problem is being created.", schema: createProblemResponseSchema },
      errors: {
        "422": {
          description: "JOB_NOT_SERVABLE: the role does not translate into a hands-on coding assessment.",
          content: json(jobNotServableSchema),
        },
      },
    },
  },
  "/api/public/problems/{problemId}": {
    get: {
      id: "getProblem",
      summary: "Get a problem",
      description: "Technical assessments and video screens.",
      tag: "Problems",
      family: "problems",
      path: pathParams("problemId"),
      success: { status: "200", description: "The problem.", schema: problemResponseSchema },
    },
    patch: {
      id: "updateProblem",
      summary: "Update a problem",
      description:
        "Only the fields sent change; assessments issued afterwards get the new settings. The problem must be Ready; video screens, archived and test-bank problems cannot be updated. externalResourceMode can be set to CLOSED or AI_ASSISTED only; includeAiUsageScoring only together with AI_ASSISTED.",
      tag: "Problems",
      family: "problems",
      path: pathParams("problemId"),
      body: { mediaType: "application/json", schema: updateProblemRequestSchema },
      success: { status: "200", description: "The updated problem.", schema: problemResponseSchema },
    },
  },
  "/api/public/problems/{problemId}/shared": {
    get: {
      id: "getProblemShareLink",
      summary: "Get a problem's share link",
      tag: "Problems",
      family: "problems",
      path: pathParams("problemId"),
      success: { status: "200", description: "A public URL of the problem PDF.", schema: shareLinkResponseSchema },
    },
  },
  "/api/public/candidates": {
    post: {
      id: "createCandidate",
      summary: "Create a candidate",
      description: `integrationSource and externalId are sent together or not at all. ${unstatedSuccess}`,
      tag: "Candidates",
      family: "message",
      body: { mediaType: "application/json", schema: createCandidateRequestSchema },
      success: { status: "200", description: "The candidate was created.", schema: createCandidateResponseSchema },
    },
    get: {
      id: "listCandidates",
      summary: "List candidates",
      description: "Both filters (ATS integration ids) are optional and must be provided together.",
      tag: "Candidates",
      family: "message",
      query: listCandidatesQuerySchema,
      success: {
        status: "200",
        description: "The candidates, without status and interviewIds.",
        schema: listCandidatesResponseSchema,
      },
    },
  },
  "/api/public/candidates/{candidateId}": {
    get: {
      id: "getCandidate",
      summary: "Get a candidate",
      tag: "Candidates",
      family: "message",
      path: pathParams("candidateId"),
      success: { status: "200", description: "The candidate with interviewIds.", schema: candidateResponseSchema },
    },
  },
  "/api/public/candidates/email/{email}": {
    get: {
      id: "getCandidateByEmail",
      summary: "Get a candidate by email",
      tag: "Candidates",
      family: "message",
      path: z.object({ email: z.email() }),
      success: { status: "200", description: "The candidate with interviewIds.", schema: candidateResponseSchema },
    },
  },
  "/api/public/candidates/{candidateId}/ip-telemetry": {
    post: {
      id: "reportIpTelemetry",
      summary: "Report candidate IP telemetry",
      description:
        "Stores an IP address the integrator's systems observed; enrichment is asynchronous. Reposting the same ipAddress and observedAt is a no-op answered duplicate: true. Private, loopback and link-local addresses are rejected.",
      tag: "Candidates",
      family: "ip-telemetry",
      path: pathParams("candidateId"),
      body: { mediaType: "application/json", schema: ipTelemetryRequestSchema },
      success: { status: "202", description: "Stored (status accepted).", schema: ipTelemetryResponseSchema },
    },
  },
  "/api/public/candidates/{candidateId}/scout": {
    post: {
      id: "triggerScout",
      summary: "Trigger a Scout run",
      description:
        "Resume, LinkedIn and GitHub based verification. All parts are optional; resumes are PDF, DOC or DOCX. The result is delivered by the scout.completed webhook.",
      tag: "Candidates",
      family: "message",
      path: pathParams("candidateId"),
      body: { mediaType: "multipart/form-data", schema: scoutFormSchema },
      success: { status: "202", description: "Queued (status processing).", schema: scoutResponseSchema },
    },
  },
  "/api/public/results/{interviewId}": {
    get: {
      id: "getResults",
      summary: "Get results",
      tag: "Results",
      family: "message",
      path: pathParams("interviewId"),
      success: {
        status: "200",
        description: "Score, analysis, integrity report and the settings in effect.",
        schema: resultsSchema,
      },
    },
  },
  "/api/public/results/{interviewId}/shared": {
    get: {
      id: "getResultsShareLink",
      summary: "Get a shareable results link",
      tag: "Results",
      family: "message",
      path: pathParams("interviewId"),
      success: { status: "200", description: "A public link to the results.", schema: shareLinkResponseSchema },
    },
  },
  "/api/public/results/{interviewId}/pdf": {
    get: {
      id: "getResultsPdf",
      summary: "Get the results PDF",
      tag: "Results",
      family: "message",
      path: pathParams("interviewId"),
      success: {
        status: "200",
        description:
          "A PDF report of the results. The spec does not show the media type; the sandbox sends application/pdf.",
      },
    },
  },
};

/** The OpenAPI 3.1 document of the public API (spec part 9: version 1.0.0, paths under /api/public). */
export function openApiDocument(): OpenApiDocument {
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Candidate Screening Service public API",
        version: "1.0.0",
        description:
          'Every request carries the organization\'s API key in x-api-key. Where the spec says "not shown" the document stays open: status and type values are any string, and response objects may carry more fields.',
      },
      tags: [{ name: "Assessments" }, { name: "Problems" }, { name: "Candidates" }, { name: "Results" }],
      security: [{ apiKey: [] }],
      paths: Object.fromEntries(
        Object.entries(operations).map(([path, methods]) => [
          path,
          Object.fromEntries(Object.entries(methods).map(([method, input]) => [method, operation(input)])),
        ]),
      ),
      components: {
        securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "x-api-key" } },
        schemas: {
          Problem: problemSchema,
          ScoringCategory: scoringCategorySchema,
          Assessment: assessmentSchema,
          Pagination: paginationSchema,
          CandidateSummary: candidateSummarySchema,
          Candidate: candidateSchema,
          Results: resultsSchema,
          IntegrityReport: integrityReportSchema,
          Flag: flagSchema,
          MessageError: messageErrorSchema,
          ProblemError: problemErrorSchema,
          IpTelemetryError: ipTelemetryErrorSchema,
          JobNotServable: jobNotServableSchema,
          InterviewAlreadyExists: interviewAlreadyExistsSchema,
          ProblemCreating: problemCreatingSchema,
        },
      },
    },
    {
      // zod writes .int() as the safe-integer range; those bounds are not limits of the API.
      override: ({ jsonSchema }) => {
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      },
    },
  );
}

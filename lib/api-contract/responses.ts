import { z } from "zod";
import type {
  AssessmentStatus,
  CandidateStatus,
  FlagLevel,
  Open,
  ProblemStatus,
  ProblemType,
  RiskLevel,
} from "./statuses";

/**
 * Response bodies of spec part 2 and 4. Tolerant where the spec is open: unknown fields are kept (loose
 * objects) and status, type, risk and level values are any string, typed with the known ones for autocompletion.
 */
const open = <T extends string>() => z.string() as unknown as z.ZodType<Open<T>>;
const externalResourceMode = open<"CLOSED" | "OPEN" | "AI_ASSISTED">();

export const scoringCategorySchema = z.looseObject({ title: z.string(), weight: z.number(), rubric: z.string() });

const problemBase = {
  id: z.string(),
  name: z.string(),
  duration: z.number().int(),
  candidateSummary: z.string(),
  problemSummary: z.string(),
  scoringCategories: z.array(scoringCategorySchema),
  integrationSource: z.string().nullish(),
  externalId: z.string().nullish(),
  testMode: z.boolean().optional(),
  isFromServiceTestBank: z.boolean().optional(),
};

/** 2.1 Problem. The second read shape omits status, type and externalResourceMode; both parse here. */
export const problemSchema = z.looseObject({
  ...problemBase,
  status: open<ProblemStatus>().optional(),
  type: open<ProblemType>().optional(),
  externalResourceMode: externalResourceMode.optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** 2.2 Assessment; problemName only in the per-candidate list. */
export const assessmentSchema = z.looseObject({
  identifier: z.string(),
  candidateId: z.string(),
  problemId: z.string(),
  problemType: open<ProblemType>(),
  status: open<AssessmentStatus>(),
  createdAt: z.string(),
  problemName: z.string().optional(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** 2.3 Candidate as listed (no status, no interviewIds). */
export const candidateSummarySchema = z.looseObject({
  identifier: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  integrationSource: z.string().nullish(),
  externalId: z.string().nullish(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

/** 2.3 Candidate as read one at a time. */
export const candidateSchema = candidateSummarySchema.extend({
  status: open<CandidateStatus>(),
  interviewIds: z.array(z.string()),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const flagSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  level: open<FlagLevel>(),
});
export type Flag = z.infer<typeof flagSchema>;

export const integrityReportSchema = z.looseObject({
  risk: open<RiskLevel>(),
  explanation: z.string(),
  flags: z.array(flagSchema),
  passing_flags: z.array(flagSchema),
});
export type IntegrityReport = z.infer<typeof integrityReportSchema>;

/** 2.4 Results (snake_case, as the service sends them). */
export const resultsSchema = z.looseObject({
  candidate_id: z.string(),
  interview_id: z.string(),
  problem_id: z.string(),
  score: z.number().nullable(),
  analysis: z
    .array(z.looseObject({ key: z.string(), name: z.string(), score: z.number(), explanation: z.string() }))
    .nullable(),
  completed_at: z.string(),
  completion_time_seconds: z.number().int(),
  integrity_report: integrityReportSchema,
  settings: z.looseObject({ external_resource_mode: externalResourceMode, spoken_locale: z.string() }),
});
export type Results = z.infer<typeof resultsSchema>;

export const paginationSchema = z.looseObject({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});

/** Response envelopes, endpoint by endpoint (4.1 to 4.16). */
export const issueScreenResponseSchema = z.looseObject({
  success: z.boolean(),
  identifier: z.string(),
  message: z.string().optional(),
});
export const listAssessmentsResponseSchema = z.looseObject({
  assessments: z.array(assessmentSchema),
  pagination: paginationSchema,
});
export const getAssessmentResponseSchema = z.looseObject({ interview: assessmentSchema });
export const candidateAssessmentsResponseSchema = z.looseObject({ interviews: z.array(assessmentSchema) });
export const createProblemResponseSchema = z.looseObject({
  success: z.boolean(),
  problemId: z.string(),
  error: z.string().optional(),
});
export const problemResponseSchema = z.looseObject({ problem: problemSchema });
export const shareLinkResponseSchema = z.looseObject({ shareLink: z.url() });
export const createCandidateResponseSchema = z.looseObject({ success: z.boolean(), identifier: z.string() });
export const listCandidatesResponseSchema = z.looseObject({ candidates: z.array(candidateSummarySchema) });
export const candidateResponseSchema = z.looseObject({ candidate: candidateSchema });
export const ipTelemetryResponseSchema = z.looseObject({ status: z.string(), id: z.string(), duplicate: z.boolean() });
export const scoutResponseSchema = z.looseObject({
  status: z.string(),
  candidateIdentifier: z.string(),
  message: z.string(),
});

/** One page of 4.2: the assessments and where the page sits in the whole list. */
export type AssessmentPage = z.infer<typeof listAssessmentsResponseSchema>;
export type CreateProblemResponse = z.infer<typeof createProblemResponseSchema>;
export type CreateCandidateResponse = z.infer<typeof createCandidateResponseSchema>;
export type IpTelemetryResponse = z.infer<typeof ipTelemetryResponseSchema>;
export type ScoutResponse = z.infer<typeof scoutResponseSchema>;

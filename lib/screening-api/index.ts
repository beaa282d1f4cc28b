import "server-only";

/**
 * The typed, server-only client of the screening service. Pages and actions call `getScreeningApi()`; tests and
 * tools build their own with `createScreeningApi`. Shapes and types come from lib/api-contract.
 */
export { createBackgroundScreeningApi, getScreeningApi } from "./get-screening-api";
export { createScreeningApi, type ScreeningApi, type ScreeningApiConfig } from "./create-screening-api";
export type { IssueOutcome, AssessmentsApi } from "./assessments";
export { iterateAssessmentPages, type ListAllOptions, type PagingOptions } from "./assessment-paging";
export type { CandidatesApi } from "./candidates";
export type { ProblemsApi } from "./problems";
export type { ResultsApi, ResultsPdf } from "./results";
export type { ResumeFile, ScoutInput } from "./scout-form";
export { describeApiError, type ErrorDescription } from "./describe-error";
export { readRequestLog, sharedRequestLog, type RequestLog, type RequestLogEntry } from "./request-log";
export * from "./errors";

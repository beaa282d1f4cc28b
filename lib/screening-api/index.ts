import "server-only";

/**
 * The typed, server-only client of the screening service. Pages and actions call `getScreeningApi()`; tests and
 * tools build their own with `createScreeningApi` (./create-screening-api). Shapes and types come from lib/api-contract.
 */
export { createBackgroundScreeningApi, getScreeningApi } from "./get-screening-api";
export type { ScreeningApi } from "./create-screening-api";
export { iterateAssessmentPages } from "./assessment-paging";
export type { ScoutInput } from "./scout-form";
export { describeApiError } from "./describe-error";
export { readRequestLog, sharedRequestLog, type RequestLog } from "./request-log";
export * from "./errors";

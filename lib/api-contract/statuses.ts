/**
 * Status and type values. The spec shows only `Ready`, `Creating`, `Not Started`, `Not Assigned` and
 * `technical-assessment`; the others are the sandbox's choice (listed in docs/integrators/sandbox-contract.md).
 * Clients accept any string, so a value the real service adds does not break a page.
 */
export const problemStatuses = ["Creating", "Ready", "Archived"] as const;
export const assessmentStatuses = ["Not Started", "In Progress", "Completed", "Expired"] as const;
export const candidateStatuses = ["Not Assigned", "Invited", "In Progress", "Completed", "Expired"] as const;
export const problemTypes = ["technical-assessment", "video-screen"] as const;
export const riskLevels = ["low", "medium", "high"] as const;
export const flagLevels = ["critical", "warning", "info"] as const;

export type ProblemStatus = (typeof problemStatuses)[number];
export type AssessmentStatus = (typeof assessmentStatuses)[number];
export type CandidateStatus = (typeof candidateStatuses)[number];
export type ProblemType = (typeof problemTypes)[number];
export type RiskLevel = (typeof riskLevels)[number];
export type FlagLevel = (typeof flagLevels)[number];

/** A known value, or any other string the service may send. */
export type Open<T extends string> = T | (string & {});

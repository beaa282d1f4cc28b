import { z } from "zod";

/** Error bodies of spec part 7, by endpoint family. */
export const messageErrorSchema = z.looseObject({ error: z.string(), message: z.string() });
export const problemErrorSchema = z.looseObject({ error: z.string() });
export const ipTelemetryErrorSchema = z.looseObject({ error: z.string(), details: z.unknown() });
export const jobNotServableSchema = z.looseObject({
  success: z.literal(false),
  error: z.string(),
  code: z.literal("JOB_NOT_SERVABLE"),
  explanation: z.string(),
});

/** 409 bodies of issue screen, discriminated on errorCode. */
export const interviewAlreadyExistsSchema = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  errorCode: z.literal("INTERVIEW_ALREADY_EXISTS"),
  identifier: z.string(),
});
export const problemCreatingSchema = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  errorCode: z.literal("PROBLEM_CREATING"),
  problemId: z.string(),
  problemStatus: z.string(),
  retryable: z.boolean(),
});
export const issueConflictSchema = z.discriminatedUnion("errorCode", [
  interviewAlreadyExistsSchema,
  problemCreatingSchema,
]);
export type IssueConflict = z.infer<typeof issueConflictSchema>;

import { z } from "zod";
import { hasControlCharacters, oneLineMessage } from "@/lib/utils/single-line";
import { experienceLevels, externalResourceModes, limits, locales, resumeTypes } from "./limits";

/**
 * Request bodies and queries of spec part 4, with every constraint of the part 4 tables and part 8. The sandbox
 * validates with them, the client sends through them, and the forms resolve with them.
 */

const atsIdsTogether = <T extends { integrationSource?: string; externalId?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if ((value.integrationSource === undefined) !== (value.externalId === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: [value.integrationSource === undefined ? "integrationSource" : "externalId"],
      message: "integrationSource and externalId must be sent together",
    });
  }
};

const atsIds = {
  integrationSource: z.string().min(1, "integrationSource must not be empty").optional(),
  externalId: z.string().min(1, "externalId must not be empty").optional(),
};

/** 4.1 Issue screen. */
export const issueScreenRequestSchema = z.strictObject({
  candidateIdentifier: z.string().min(1, "candidateIdentifier is required"),
  problemId: z.string().min(1, "problemId is required"),
  submitterEmail: z.email("submitterEmail must be an email address").optional(),
  shouldSendEmail: z.boolean().optional(),
  bypassIDCheck: z.boolean().optional(),
  isSelfServe: z.boolean().optional(),
  inviteEmailLocale: z.enum(locales).optional(),
});
export type IssueScreenRequest = z.infer<typeof issueScreenRequestSchema>;

const pageQuery = z.coerce
  .number({ error: "page must be an integer" })
  .int("page must be an integer")
  .min(limits.page.min, "page must be 1 or more");
const pageSizeQuery = z.coerce
  .number({ error: "pageSize must be an integer" })
  .int("pageSize must be an integer")
  .min(limits.pageSize.min, `pageSize must be between ${limits.pageSize.min} and ${limits.pageSize.max}`)
  .max(limits.pageSize.max, `pageSize must be between ${limits.pageSize.min} and ${limits.pageSize.max}`);

/** 4.2 List assessments: query. */
export const listAssessmentsQuerySchema = z.object({
  page: pageQuery.default(limits.page.default),
  pageSize: pageSizeQuery.default(limits.pageSize.default),
});
export type ListAssessmentsQuery = z.input<typeof listAssessmentsQuerySchema>;

const desiredTime = z
  .number({ error: "desiredTime must be a whole number of minutes" })
  .int("desiredTime must be a whole number of minutes")
  .min(
    limits.desiredTime.min,
    `desiredTime must be between ${limits.desiredTime.min} and ${limits.desiredTime.max} minutes`,
  )
  .max(
    limits.desiredTime.max,
    `desiredTime must be between ${limits.desiredTime.min} and ${limits.desiredTime.max} minutes`,
  );

/**
 * 4.5 Create problem. The spec leaves two field names open; ours are `experienceLevel` and
 * `externalResourceMode` (the name update uses).
 */
export const createProblemRequestSchema = z
  .strictObject({
    jobDescription: z.string({ error: "jobDescription is required" }).trim().min(1, "jobDescription must not be empty"),
    desiredTime,
    problemTitle: z
      .string()
      .min(1, "problemTitle must not be empty")
      .max(limits.problemTitle.max, `problemTitle must be at most ${limits.problemTitle.max} characters`)
      .refine((title) => !hasControlCharacters(title), oneLineMessage("problemTitle"))
      .optional(),
    additionalNotes: z.string().optional(),
    experienceLevel: z.enum(experienceLevels).optional(),
    supportedLocales: z
      .array(z.enum(locales))
      .min(1, "supportedLocales must name at least one locale")
      .refine((l) => new Set(l).size === l.length, "supportedLocales must not repeat a locale")
      .optional(),
    externalResourceMode: z.enum(externalResourceModes).optional(),
    ...atsIds,
    testMode: z.boolean().optional(),
  })
  .superRefine(atsIdsTogether);
export type CreateProblemRequest = z.infer<typeof createProblemRequestSchema>;

/** 4.7 Update problem: only the fields sent change. */
export const updateProblemRequestSchema = z
  .strictObject({
    problemTitle: z
      .string({ error: "problemTitle must be text" })
      .min(limits.problemTitle.min, "problemTitle must not be empty")
      .max(limits.problemTitle.max, `problemTitle must be at most ${limits.problemTitle.max} characters`)
      .refine((title) => !hasControlCharacters(title), oneLineMessage("problemTitle"))
      .optional(),
    desiredTime: desiredTime.optional(),
    externalResourceMode: z
      .enum(externalResourceModes)
      .refine((m) => m !== "OPEN", "externalResourceMode can only be set to CLOSED or AI_ASSISTED")
      .optional(),
    includeAiUsageScoring: z.boolean().optional(),
    expirationDays: z
      .number({ error: "expirationDays must be a whole number of days or null" })
      .int("expirationDays must be a whole number of days")
      .min(
        limits.expirationDays.min,
        `expirationDays must be between ${limits.expirationDays.min} and ${limits.expirationDays.max}`,
      )
      .max(
        limits.expirationDays.max,
        `expirationDays must be between ${limits.expirationDays.min} and ${limits.expirationDays.max}`,
      )
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.includeAiUsageScoring !== undefined && value.externalResourceMode !== "AI_ASSISTED") {
      ctx.addIssue({
        code: "custom",
        path: ["includeAiUsageScoring"],
        message: "includeAiUsageScoring is valid only together with externalResourceMode AI_ASSISTED",
      });
    }
  });
export type UpdateProblemRequest = z.infer<typeof updateProblemRequestSchema>;

/** 4.9 Create candidate. */
export const createCandidateRequestSchema = z
  .strictObject({
    name: z
      .string({ error: "name is required" })
      .trim()
      .min(1, "name must not be empty")
      .refine((name) => !hasControlCharacters(name), oneLineMessage("name")),
    email: z.email("email must be an email address"),
    ...atsIds,
  })
  .superRefine(atsIdsTogether);
export type CreateCandidateRequest = z.infer<typeof createCandidateRequestSchema>;

/** 4.10 List candidates: both filters or neither. */
export const listCandidatesQuerySchema = z.object(atsIds).superRefine(atsIdsTogether);
export type ListCandidatesQuery = z.infer<typeof listCandidatesQuerySchema>;

/** 4.13 Report candidate IP telemetry. Public routability is checked by `isPubliclyRoutableIp`. */
export const ipTelemetryRequestSchema = z.strictObject({
  ipAddress: z.string({ error: "ipAddress is required" }).min(1, "ipAddress is required"),
  observedAt: z.iso.datetime({ offset: true, error: "observedAt must be an ISO 8601 / RFC 3339 date-time" }),
  source: z
    .string({ error: "source is required" })
    .min(limits.ipSource.min, `source must be ${limits.ipSource.min} to ${limits.ipSource.max} characters`)
    .max(limits.ipSource.max, `source must be ${limits.ipSource.min} to ${limits.ipSource.max} characters`),
});
export type IpTelemetryRequest = z.infer<typeof ipTelemetryRequestSchema>;

/** 4.14 Trigger Scout run: the text parts of the multipart body (resumes are files). */
export const scoutFieldsSchema = z.strictObject({
  phone: z.string().trim().min(1).optional(),
  linkedinUrl: z.url("linkedinUrl must be a URL").optional(),
  githubUrl: z.url("githubUrl must be a URL").optional(),
});
export type ScoutFields = z.infer<typeof scoutFieldsSchema>;

const resumeMediaTypes: readonly string[] = Object.values(resumeTypes);
const resumeExtensions: readonly string[] = Object.keys(resumeTypes);

/**
 * 4.14 Trigger Scout run: one resume file as described by its name, media type and size. A file counts as
 * PDF, DOC or DOCX by its media type or, since browsers often send a generic one, by its extension.
 */
export const scoutResumeSchema = z
  .object({
    name: z.string().min(1, "a resume needs a file name"),
    type: z.string(),
    size: z
      .number()
      .int()
      .max(limits.scout.maxResumeBytes, `a resume must be at most ${limits.scout.maxResumeBytes / 1024 / 1024} MB`),
  })
  .refine(
    (file) =>
      resumeMediaTypes.includes(file.type) ||
      resumeExtensions.includes(file.name.split(".").pop()?.toLowerCase() ?? ""),
    { message: "a resume must be a PDF, DOC or DOCX file", path: ["type"] },
  );
export const scoutResumesSchema = z
  .array(scoutResumeSchema)
  .max(limits.scout.maxResumes, `at most ${limits.scout.maxResumes} resumes`);

import { z } from "zod";
import { atsKindSchema, atsLinkModeSchema } from "./kind-schemas";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/**
 * A connection as the admin saves it (form, server action and CLI). Key and secret may be left blank on an update
 * to keep the saved ones; they are required the first time (checked where the connection is saved).
 */
export const connectionInputSchema = z.object({
  ats: atsKindSchema,
  apiKey: z.string().trim().max(500).optional().default(""),
  webhookSecret: z.string().trim().max(500).optional().default(""),
  baseUrl: z.url({ error: "a URL: the ATS's API address, as shown above" }).max(500),
  dashboardOrigin: z.url({ error: "the dashboard's address, such as https://screening.example.com" }).max(500),
  actingUserId: optionalText(100),
  linkMode: atsLinkModeSchema.default("signed_in"),
  scoreFieldId: optionalText(200),
  moveOnDecision: z.boolean().default(false),
  rejectReasonId: optionalText(100),
  advanceStageId: optionalText(100),
  rejectStageId: optionalText(100),
  pollEnabled: z.boolean().default(false),
});
export type ConnectionInput = z.input<typeof connectionInputSchema>;

/**
 * What "Test connection" calls the ATS with: the key typed in the form (blank: the saved one, with the saved base URL
 * and user), the base URL and the acting user as typed.
 */
export const connectionTestInputSchema = z.object({
  ats: atsKindSchema,
  apiKey: z.string().trim().max(500).optional().default(""),
  baseUrl: z.url({ error: "a URL: the ATS's API address, as shown above" }).max(500),
  actingUserId: optionalText(100),
});
export type ConnectionTestInput = z.input<typeof connectionTestInputSchema>;

/** "When an application of job J enters stage S, issue problem P." */
export const stageRuleInputSchema = z.object({
  ats: atsKindSchema,
  jobId: z.string().trim().min(1, "the ATS's job id").max(100),
  /** The job's name as the ATS's list showed it (absent when the id was typed). */
  jobName: optionalText(500),
  stageName: z.string().trim().min(1, "the stage's name, as the ATS shows it").max(200),
  problemId: z.string().trim().min(1, "a Ready problem").max(100),
});
export type StageRuleInput = z.input<typeof stageRuleInputSchema>;

/** `<job id>:<stage name>=<problem id>`, as `npm run ats:connect -- --rule` takes it. */
export function parseRuleArgument(value: string): { jobId: string; stageName: string; problemId: string } | null {
  const match = value.match(/^([^:]+):(.+)=([^=]+)$/);
  if (!match) return null;
  return { jobId: match[1]!.trim(), stageName: match[2]!.trim(), problemId: match[3]!.trim() };
}

import { z } from "zod";
import { locales } from "@/lib/api-contract/limits";

/**
 * "Issue a retake": which result, whether the service emails the candidate the invitation, and in which language (the
 * service uses it only where the problem is offered in it, else English). Browser-safe: the dialog's choices.
 */
export const retakeSchema = z.object({
  interviewId: z.string().min(1, "interviewId is required").max(512),
  shouldSendEmail: z.boolean({ error: "Say whether the candidate is emailed." }),
  inviteEmailLocale: z.enum(locales, { error: "Choose English or French." }),
});
export type RetakeOptions = Omit<z.infer<typeof retakeSchema>, "interviewId">;

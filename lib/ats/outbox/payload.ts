import { z } from "zod";
import { atsKindSchema } from "../kind-schemas";

/** What an ATS outbox message carries: which application screen, and which event to report. */
export const atsUpdatePayloadSchema = z.object({
  ats: atsKindSchema,
  applicationScreenId: z.uuid(),
  event: z.enum(["completed", "decision"]),
  decision: z.object({ value: z.string(), reason: z.string(), reviewer: z.string() }).nullable(),
});
export type AtsUpdatePayload = z.infer<typeof atsUpdatePayloadSchema>;

import { z } from "zod";

/**
 * Webhook bodies (ARCHITECTURE.md: the spec leaves payloads open, this is our contract and the sandbox
 * sends it). Loose objects: fields the service adds are kept; an unknown `type` is stored and ignored.
 */
export const webhookTypes = [
  "scout.completed",
  "interview.sent",
  "interview.started",
  "interview.completed",
  "interview.expired",
  "problem.ready",
] as const;
export type WebhookType = (typeof webhookTypes)[number];

export const webhookEnvelopeSchema = z.looseObject({
  type: z.string().min(1),
  timestamp: z.iso.datetime({ offset: true }),
  data: z.looseObject({}),
});

export const scoutCompletedDataSchema = z.looseObject({
  candidateIdentifier: z.string(),
  verdict: z.string(),
  summary: z.string().optional(),
  findings: z.array(z.looseObject({ check: z.string(), status: z.string(), detail: z.string() })).optional(),
});

export const interviewEventDataSchema = z.looseObject({
  interviewId: z.string(),
  candidateId: z.string(),
  problemId: z.string(),
  status: z.string(),
});

export const problemReadyDataSchema = z.looseObject({
  problemId: z.string(),
  testMode: z.boolean().optional(),
});

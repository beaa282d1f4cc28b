import { z } from "zod";
import { webhookTypes } from "@/lib/api-contract/webhooks";

/**
 * Bodies and queries of the sandbox control API (/api/sandbox/**, docs/integrators/sandbox-control-api.md). Strict
 * objects: a misspelt field is a 400, not a silently ignored setting.
 */
export const advanceRequestSchema = z.strictObject({
  to: z.enum(["In Progress", "Completed", "Expired"], { error: 'to must be "In Progress", "Completed" or "Expired"' }),
});
export type AdvanceRequest = z.infer<typeof advanceRequestSchema>;

/** Omitted fields keep their value; null or 0 clears one, so the env default applies again. */
export const faultsRequestSchema = z.strictObject({
  rateLimitPerSecond: z.number().int().min(0).max(100_000).nullable().optional(),
  errorRate: z.number().min(0).max(1).nullable().optional(),
  latencyMs: z.number().int().min(0).max(30_000).nullable().optional(),
});
export type FaultsRequest = z.infer<typeof faultsRequestSchema>;

/** null goes back to SANDBOX_WEBHOOK_URL. */
export const webhookEndpointRequestSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: "url must be an http(s) URL or null" }).nullable(),
});

export const webhookDeliveriesQuerySchema = z.object({
  type: z.enum(webhookTypes).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

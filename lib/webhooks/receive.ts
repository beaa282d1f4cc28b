import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { webhookEnvelopeSchema } from "@/lib/api-contract/webhooks";
import { verifyWebhook } from "@/lib/api-contract/webhook-signature";
import { observeWebhookReceipt } from "@/lib/metrics/observe-webhooks";

export type Reception =
  | { status: 401; reason: string }
  | { status: 400; reason: string }
  | { status: 200; outcome: "stored" | "duplicate"; id: string; type: string; sentAt: Date };

/**
 * Verifies a delivery before parsing it, then stores it once per webhook-id. Processing happens after the
 * answer (the sender only needs to know we have it); a duplicate is acknowledged and not processed again.
 */
export async function receiveWebhook(headers: Headers, body: string): Promise<Reception> {
  const reception = await receive(headers, body);
  if (reception.status === 401) observeWebhookReceipt("unauthorized");
  else if (reception.status === 400) observeWebhookReceipt("invalid");
  else observeWebhookReceipt(reception.outcome, reception.type, reception.sentAt);
  return reception;
}

async function receive(headers: Headers, body: string): Promise<Reception> {
  const verified = verifyWebhook({ secret: env.WEBHOOK_SECRET, headers, body });
  if (!verified.ok) return { status: 401, reason: verified.reason };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { status: 400, reason: "body is not JSON" };
  }
  const envelope = webhookEnvelopeSchema.safeParse(json);
  if (!envelope.success)
    return {
      status: 400,
      reason: envelope.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "),
    };
  const inserted = await db.webhookEvent.createMany({
    data: [
      {
        id: verified.id,
        type: envelope.data.type,
        sentAt: verified.timestamp,
        payload: envelope.data as Prisma.InputJsonValue,
      },
    ],
    skipDuplicates: true,
  });
  return {
    status: 200,
    outcome: inserted.count ? "stored" : "duplicate",
    id: verified.id,
    type: envelope.data.type,
    sentAt: verified.timestamp,
  };
}

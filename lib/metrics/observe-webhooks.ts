import "server-only";
import { webhookTypes } from "@/lib/api-contract/webhooks";
import { getMetrics } from "./definitions";

/** The event type as a label: one of ours, or `other` (a sender may invent types; labels must stay few). */
const typeLabel = (type: string | undefined) =>
  type === undefined ? "unknown" : (webhookTypes as readonly string[]).includes(type) ? type : "other";

const secondsSince = (sentAt: Date, at: Date) => Math.max(0, (at.getTime() - sentAt.getTime()) / 1000);

/** A delivery answered: stored (with its lag from the sender's timestamp), a duplicate, or refused. */
export function observeWebhookReceipt(
  outcome: "stored" | "duplicate" | "unauthorized" | "invalid",
  type?: string,
  sentAt?: Date,
): void {
  const { webhooks } = getMetrics();
  webhooks.received.inc({ type: typeLabel(type), outcome });
  if (outcome === "stored" && sentAt)
    webhooks.receiptLag.observe({ type: typeLabel(type) }, secondsSince(sentAt, new Date()));
}

/** A stored event worked: applied, ignored (unknown type or not ours) or failed; applied ones with their lag. */
export function observeWebhookProcessing(
  outcome: "processed" | "ignored" | "failed",
  type: string,
  sentAt: Date | undefined,
): void {
  const { webhooks } = getMetrics();
  webhooks.processed.inc({ type: typeLabel(type), outcome });
  if (outcome === "processed" && sentAt)
    webhooks.processingLag.observe({ type: typeLabel(type) }, secondsSince(sentAt, new Date()));
}

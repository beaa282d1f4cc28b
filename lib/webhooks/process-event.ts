import "server-only";
import { db } from "@/lib/db/client";
import { retryTransient } from "@/lib/db/transient-errors";
import { webhookEnvelopeSchema } from "@/lib/api-contract/webhooks";
import { publishChange, type Change } from "@/lib/live/publish";
import { logger } from "@/lib/logging/logger";
import { observeWebhookProcessing } from "@/lib/metrics/observe-webhooks";
import { NotFoundError } from "@/lib/screening-api";
import { handleScoutCompleted } from "./handlers/handle-scout-completed";
import { handleInterviewEvent } from "./handlers/handle-interview-event";
import { handleProblemReady } from "./handlers/handle-problem-ready";
import { isAboutErased } from "@/lib/privacy/erased-subjects";

/** A handler may return changes to announce; they go out with the event's own, in one notification round. */
const handlers: Record<
  string,
  (data: Record<string, unknown>, type: string, eventAt: Date) => Promise<Change[] | void>
> = {
  "scout.completed": handleScoutCompleted,
  "interview.sent": handleInterviewEvent,
  "interview.started": handleInterviewEvent,
  "interview.completed": handleInterviewEvent,
  "interview.expired": handleInterviewEvent,
  "problem.ready": handleProblemReady,
};

/**
 * Processes one stored event. The claim (received/failed → processing) makes concurrent calls on several
 * instances process it once; handlers are idempotent, so an admin's reprocess is safe too.
 */
export async function processWebhookEvent(id: string, { force = false } = {}) {
  const from = force ? ["received", "failed", "processed", "ignored"] : ["received", "failed"];
  const [event] = await db.$queryRaw<{ payload: unknown; sentAt: Date }[]>`
    UPDATE webhook_event SET status = 'processing', attempts = attempts + 1 WHERE id = ${id} AND status = ANY(${from}) RETURNING payload, "sentAt"`;
  if (!event) return;
  const envelope = webhookEnvelopeSchema.parse(event.payload);
  const handler = handlers[envelope.type];
  try {
    const changes =
      (handler
        ? await retryTransient(() => handler(envelope.data, envelope.type, new Date(envelope.timestamp)))
        : undefined) ?? [];
    // An event about someone erased here keeps only what it was, not who it named.
    const erased = await isAboutErased(envelope.data);
    await db.webhookEvent.update({
      where: { id },
      data: {
        status: handler ? "processed" : "ignored",
        processedAt: new Date(),
        lastError: null,
        ...(erased ? { payload: { type: envelope.type, timestamp: envelope.timestamp, data: {} } } : {}),
      },
    });
    observeWebhookProcessing(handler ? "processed" : "ignored", envelope.type, event.sentAt);
    await publishChange({ topic: "webhooks", id }, ...changes);
  } catch (error) {
    if (error instanceof NotFoundError) {
      // The service (or the sandbox, for its other organizations) told us about something our API key cannot
      // see: nothing to update here, and retrying will not change that. Its data (another organization's candidate
      // names and emails) is not kept: only what the event was.
      await db.webhookEvent.update({
        where: { id },
        data: {
          payload: { type: envelope.type, timestamp: envelope.timestamp, data: {} },
          status: "ignored",
          processedAt: new Date(),
          lastError: `not visible to this organization: ${error.message}`,
        },
      });
      observeWebhookProcessing("ignored", envelope.type, event.sentAt);
      return;
    }
    logger.error({ err: error, webhookId: id, type: envelope.type }, "webhook processing failed");
    observeWebhookProcessing("failed", envelope.type, event.sentAt);
    await db.webhookEvent.update({
      where: { id },
      data: { status: "failed", lastError: error instanceof Error ? error.message : String(error) },
    });
  }
}

/** Events stored but never processed (the instance stopped right after answering): picked up at start. */
export async function processPendingWebhookEvents() {
  await db.webhookEvent.updateMany({
    where: { status: "processing", receivedAt: { lt: new Date(Date.now() - 5 * 60_000) } },
    data: { status: "received" },
  });
  const pending = await db.webhookEvent.findMany({
    where: { status: "received" },
    select: { id: true },
    orderBy: { receivedAt: "asc" },
    take: 500,
  });
  for (const { id } of pending) await processWebhookEvent(id);
}

/** A failed event is tried again this many times in all, by the retry job, before it waits for an admin. */
const MAX_ATTEMPTS = 5;

/**
 * Run every minute (a job): events whose processing failed are tried again (up to MAX_ATTEMPTS in all), and events
 * left `processing` or `received` for two minutes (their instance was killed mid-way, or answered and stopped) are
 * processed again. Handlers are idempotent, so a slow event processed twice changes nothing.
 */
export async function retryStalledWebhookEvents() {
  const stale = new Date(Date.now() - 2 * 60_000);
  await db.webhookEvent.updateMany({
    where: { status: "processing", receivedAt: { lt: stale } },
    data: { status: "received" },
  });
  const due = await db.webhookEvent.findMany({
    where: {
      OR: [
        { status: "failed", attempts: { lt: MAX_ATTEMPTS } },
        { status: "received", receivedAt: { lt: stale } },
      ],
    },
    select: { id: true },
    orderBy: { receivedAt: "asc" },
    take: 200,
  });
  for (const { id } of due) await processWebhookEvent(id);
}

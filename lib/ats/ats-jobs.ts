import "server-only";
import { z } from "zod";
import { defineJob, enqueue } from "@/lib/jobs";
import { db } from "@/lib/db/client";
import { atsKindSchema } from "./kind-schemas";
import { pollAts } from "./poll";
import { processAtsInboundEvent } from "./process-inbound";

/**
 * One stored ATS delivery turned into (at most) one screen. A failure (the screening API down, another worker
 * issuing the same application's screen) throws, and the engine retries with backoff; processing is idempotent.
 */
export const processAtsDeliveryJob = defineJob({
  name: "ats-process-delivery",
  payload: z.object({ inboundId: z.uuid() }),
  handler: async ({ inboundId }) => {
    if ((await processAtsInboundEvent(inboundId)) === "failed") {
      const event = await db.atsInboundEvent.findUnique({ where: { id: inboundId }, select: { lastError: true } });
      throw new Error(`ATS delivery ${inboundId} failed: ${event?.lastError ?? "unknown"}`);
    }
  },
  // The screening client's limiter bounds the calls these make together (SCREENING_API_MAX_RPS).
  options: {
    policy: "short",
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 120,
    concurrency: 16,
  },
});

/**
 * The polling fallback, for connections that ask for it (every 5 minutes, or one ATS at once on "Poll now"):
 * applications in the rules' stages become deliveries, each stored with its processing job.
 */
export const pollAtsJob = defineJob({
  name: "ats-poll",
  payload: z.object({ ats: atsKindSchema.optional() }),
  handler: async ({ ats: only }, { signal }) => {
    const polled = await db.atsConnection.findMany({
      where: { pollEnabled: true, ...(only ? { ats: only } : {}) },
      select: { ats: true },
    });
    for (const { ats } of polled) {
      signal.throwIfAborted();
      await pollAts(atsKindSchema.parse(ats), (tx, inboundId) =>
        enqueue(processAtsDeliveryJob, { inboundId }, { tx, key: inboundId }),
      ).catch((error: unknown) => console.error(`ats: polling ${ats} failed`, error));
    }
  },
  options: { policy: "singleton", retryLimit: 1, expireInSeconds: 600 },
});

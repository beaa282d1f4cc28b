import "server-only";
import { z } from "zod";
import { defineJob, enqueueMany } from "@/lib/jobs";
import { db } from "@/lib/db/client";
import { atsKindSchema } from "./kinds";
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

/** The polling fallback, for connections that ask for it: applications in the rules' stages become deliveries. */
export const pollAtsJob = defineJob({
  name: "ats-poll",
  payload: z.object({}),
  handler: async (_, { signal }) => {
    const polled = await db.atsConnection.findMany({ where: { pollEnabled: true }, select: { ats: true } });
    for (const { ats } of polled) {
      signal.throwIfAborted();
      const ids = await pollAts(atsKindSchema.parse(ats)).catch((error: unknown) => {
        console.error(`ats: polling ${ats} failed`, error);
        return [];
      });
      await enqueueMany(
        processAtsDeliveryJob,
        ids.map((inboundId) => ({ payload: { inboundId }, key: inboundId })),
      );
    }
  },
  options: { policy: "singleton", retryLimit: 1, expireInSeconds: 600 },
});

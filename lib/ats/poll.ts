import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { atsRegistry } from "./registry";
import { openConnection } from "./connections";
import { stageKeyOf } from "./issue-for-stage-change";
import type { AtsKind } from "./kinds";

/** Most applications one poll stores, so a first poll of a large ATS is spread over several runs. */
const MAX_FOUND_PER_POLL = 2_000;

/** Enqueues the processing of a stored delivery in the transaction that stored it (ats-jobs.ts). */
export type EnqueueProcessing = (tx: Prisma.TransactionClient, inboundId: string) => Promise<unknown>;

/**
 * The polling fallback (a scheduled job's handler): asks the ATS for applications now in each rule's stage and stores
 * each as a delivery keyed by application and stage, with its processing job, the same path a web hook takes — so a
 * stage change seen by both the web hook and the poll still gives one screen, and a poll cut short (a 429 that
 * outlasts the retries, a crash) loses nothing it stored. Calls go through the ATS's rate gate (Harvest's
 * X-RateLimit-* window, 429 Retry-After). Returns how many deliveries were new.
 */
export async function pollAts(ats: AtsKind, enqueueProcessing: EnqueueProcessing): Promise<number> {
  const connection = await openConnection(ats);
  if (!connection) return 0;
  const settings = await db.atsConnection.findUnique({
    where: { ats },
    select: { pollEnabled: true, rules: { select: { jobId: true, stageName: true }, take: 200 } },
  });
  if (!settings?.pollEnabled) return 0;
  let stored = 0;
  let found = 0;
  for (const rule of settings.rules) {
    for await (const change of atsRegistry[ats].adapter.pollStage(connection, rule)) {
      if (++found > MAX_FOUND_PER_POLL) break;
      const deliveryId = `poll:${change.applicationId}:${stageKeyOf(change)}`;
      stored += await db.$transaction(async (tx) => {
        const [created] = await tx.atsInboundEvent.createManyAndReturn({
          data: [{ ats, deliveryId, kind: "poll", payload: change as unknown as Prisma.InputJsonValue }],
          skipDuplicates: true,
          select: { id: true },
        });
        if (created) await enqueueProcessing(tx, created.id);
        return created ? 1 : 0;
      });
    }
  }
  await db.atsConnection.update({ where: { ats }, data: { lastPolledAt: new Date() } });
  return stored;
}

import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { atsAdapters } from "./adapters";
import { openConnection } from "./connections";
import { stageKeyOf } from "./issue-for-stage-change";
import type { AtsKind } from "./kinds";

/** Most applications one poll stores, so a first poll of a large ATS is spread over several runs. */
const MAX_FOUND_PER_POLL = 2_000;

/**
 * The polling fallback (a scheduled job's handler): asks the ATS for applications now in each rule's stage and stores
 * each as a delivery keyed by application and stage, the same path a web hook takes — so a stage change seen by both
 * the web hook and the poll still gives one screen. Calls go through the ATS's rate gate (Harvest's X-RateLimit-*
 * window, 429 Retry-After). Returns the ids of the deliveries stored now, for the caller to process.
 */
export async function pollAts(ats: AtsKind): Promise<string[]> {
  const connection = await openConnection(ats);
  if (!connection) return [];
  const settings = await db.atsConnection.findUnique({
    where: { ats },
    select: { pollEnabled: true, rules: { select: { jobId: true, stageName: true }, take: 200 } },
  });
  if (!settings?.pollEnabled) return [];
  const stored: string[] = [];
  let found = 0;
  for (const rule of settings.rules) {
    for await (const change of atsAdapters[ats].pollStage(connection, rule)) {
      if (++found > MAX_FOUND_PER_POLL) break;
      const deliveryId = `poll:${change.applicationId}:${stageKeyOf(change)}`;
      const created = await db.atsInboundEvent.createManyAndReturn({
        data: [{ ats, deliveryId, kind: "poll", payload: change as unknown as Prisma.InputJsonValue }],
        skipDuplicates: true,
        select: { id: true },
      });
      stored.push(...created.map((c) => c.id));
    }
  }
  await db.atsConnection.update({ where: { ats }, data: { lastPolledAt: new Date() } });
  return stored;
}

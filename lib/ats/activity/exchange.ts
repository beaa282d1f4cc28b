import "server-only";
import { db } from "@/lib/db/client";
import { atsActivityFactsSchema } from "./kinds";

/** The most calls one event's page shows (a delivery's attempt makes a handful). */
const MAX_CALLS = 50;

/**
 * One event and its raw exchange, one click from its row: the web hook it came from (by inboundId), or the calls of
 * the delivery attempt it reports (by outboxId and attempt), each with its masked bodies. Indexed reads, bounded.
 */
export async function getActivityExchange(id: string) {
  const activity = await db.atsActivity.findUnique({ where: { id } });
  if (!activity) return null;
  const calls = activity.outboxId
    ? await db.atsLogEntry.findMany({
        where: { outboxId: activity.outboxId, ...(activity.attempt ? { attempt: activity.attempt } : {}) },
        orderBy: [{ at: "asc" }, { id: "asc" }],
        take: MAX_CALLS,
      })
    : activity.inboundId
      ? await db.atsLogEntry.findMany({
          where: { inboundId: activity.inboundId },
          orderBy: [{ at: "asc" }, { id: "asc" }],
          take: MAX_CALLS,
        })
      : [];
  return { activity: { ...activity, facts: atsActivityFactsSchema.catch({}).parse(activity.facts) }, calls };
}

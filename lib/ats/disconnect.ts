import "server-only";
import { db } from "@/lib/db/client";
import type { AtsKind } from "./kinds";

/** The method of the log line that records an update cancelled before it was sent. */
export const NOT_SENT_METHOD = "NOT SENT";

export interface Disconnection {
  /** Stage rules removed with the connection. */
  rules: number;
  /** Updates not yet delivered, now cancelled (each shown in the integration log). */
  cancelled: number;
}

/**
 * Removes the connection to one ATS: its sealed key and secret and its stage rules go; web hooks from it are answered
 * 404 from now on; updates still waiting in the outbox are cancelled (a delivery in flight keeps its outcome only if it
 * landed) and each gets a line in the integration log saying so. What was received and issued stays (the log, and the
 * one-screen-per-application-and-stage record, so connecting again issues nothing twice). Null when not connected.
 */
export async function disconnectAts(ats: AtsKind): Promise<Disconnection | null> {
  return db.$transaction(async (tx) => {
    const connection = await tx.atsConnection.findUnique({
      where: { ats },
      select: { id: true, _count: { select: { rules: true } } },
    });
    if (!connection) return null;
    const cancelled = await tx.$executeRaw`
      WITH cancelled AS (
        UPDATE outbox_message SET status = 'cancelled', "lastError" = 'Cancelled: the connection was removed'
        WHERE "targetKind" = 'ats' AND payload->>'ats' = ${ats} AND status IN ('pending', 'sending')
        RETURNING id, payload, attempts)
      INSERT INTO ats_log_entry (id, ats, direction, method, url, status, "durationMs", error, attempt, "outboxId")
      SELECT gen_random_uuid()::text, ${ats}, 'out', ${NOT_SENT_METHOD},
        'the ' || (c.payload->>'event') || ' update for application ' || coalesce(s."applicationId", '?'),
        NULL, 0, 'Cancelled: the connection was removed', c.attempts + 1, c.id
      FROM cancelled c LEFT JOIN ats_application_screen s ON s.id = c.payload->>'applicationScreenId'`;
    await tx.atsConnection.delete({ where: { id: connection.id } });
    return { rules: connection._count.rules, cancelled };
  });
}

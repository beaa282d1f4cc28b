import "server-only";
import { db } from "@/lib/db/client";
import { deliverOutboxMessage } from "./deliver";
import { resendSummary } from "./resend-summary";

/**
 * An admin's "Send again": delivers the message now, whatever its state (steps already done are skipped), and
 * says in words how that went, or why nothing was sent (another instance is sending it at this moment, say).
 */
export async function resendOutboxMessage(id: string) {
  const outcome = await deliverOutboxMessage(id, { force: true });
  const message = await db.outboxMessage.findUnique({ where: { id }, select: { status: true, lastError: true } });
  return { outcome, ...resendSummary(outcome, message) };
}

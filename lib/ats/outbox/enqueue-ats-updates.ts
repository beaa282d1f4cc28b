import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { AtsKind } from "../kinds";
import type { AtsUpdatePayload } from "./payload";

type Tx = Prisma.TransactionClient;

/** The ATS applications a screen was issued for (usually one), on connections that still exist. */
const screensOf = (tx: Tx, interviewId: string) =>
  tx.$queryRaw<{ id: string; ats: AtsKind }[]>`
    SELECT s.id, s.ats FROM ats_application_screen s JOIN ats_connection c ON c.ats = s.ats
    WHERE s."interviewId" = ${interviewId} ORDER BY s.id LIMIT 20`;

/**
 * When a screen's results are stored (lib/sync/mirror/results.ts, whoever found the completion: the web hook, the
 * reconciler, a page): one "completed" message per application, in the transaction that stores them. The key makes
 * a second store, or a replayed event, enqueue nothing.
 */
export async function enqueueAtsCompletion(tx: Tx, interviewId: string): Promise<number> {
  const screens = await screensOf(tx, interviewId);
  return enqueueOutbox(
    tx,
    screens.map((s) => ({
      targetKind: "ats",
      idempotencyKey: `ats:completed:${s.id}`,
      payload: {
        ats: s.ats,
        applicationScreenId: s.id,
        event: "completed",
        decision: null,
      } satisfies AtsUpdatePayload,
    })),
  );
}

/** On a decision: one "decision" message per application and decision saved (a changed mind is a new event). */
export async function enqueueAtsDecision(
  tx: Tx,
  interviewId: string,
  decision: { id: string; updatedAt: Date; value: string; reason: string; reviewer: string },
): Promise<number> {
  const screens = await screensOf(tx, interviewId);
  return enqueueOutbox(
    tx,
    screens.map((s) => ({
      targetKind: "ats",
      idempotencyKey: `ats:decision:${s.id}:${decision.id}:${decision.updatedAt.getTime()}`,
      payload: {
        ats: s.ats,
        applicationScreenId: s.id,
        event: "decision",
        decision: { value: decision.value, reason: decision.reason, reviewer: decision.reviewer },
      } satisfies AtsUpdatePayload,
    })),
  );
}

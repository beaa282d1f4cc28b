import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { AtsKind } from "../kinds";
import type { AtsUpdatePayload } from "./payload";

type Tx = Prisma.TransactionClient;

/** The ATS applications a screen was issued for (usually one). */
const screensOf = (tx: Tx, interviewId: string) =>
  tx.atsApplicationScreen.findMany({ where: { interviewId }, select: { id: true, ats: true }, take: 20 });

/** On interview.completed: one "completed" message per application, whatever number of times the event comes. */
export async function enqueueAtsCompletion(interviewId: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const screens = await screensOf(tx, interviewId);
    return enqueueOutbox(
      tx,
      screens.map((s) => ({
        targetKind: "ats",
        idempotencyKey: `ats:completed:${s.id}`,
        payload: {
          ats: s.ats as AtsKind,
          applicationScreenId: s.id,
          event: "completed",
          decision: null,
        } satisfies AtsUpdatePayload,
      })),
    );
  });
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
        ats: s.ats as AtsKind,
        applicationScreenId: s.id,
        event: "decision",
        decision: { value: decision.value, reason: decision.reason, reviewer: decision.reviewer },
      } satisfies AtsUpdatePayload,
    })),
  );
}

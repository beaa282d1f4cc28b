import "server-only";
import type { Assessment } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";
import { serializeAssessment } from "./assessments";
import type { AdvanceRequest } from "./control-schemas";
import { conflict, notFound } from "./http/errors";
import { advancePath } from "./lifecycle-status";
import { catchUpScreen, moveScreen } from "./screen-transitions";

/**
 * POST /api/sandbox/assessments/{id}/advance: moves one screen of the organization now. The row is locked
 * first and whatever time had already done to it is written down (with its webhooks), so the move starts
 * from the state a read would show; an illegal move is a 409 naming both states.
 */
export async function advanceScreen(
  organizationId: string,
  interviewId: string,
  input: AdvanceRequest,
): Promise<{ interview: Assessment; previousStatus: string }> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM sandbox.assessment WHERE id = ${interviewId} AND "organizationId" = ${organizationId} FOR UPDATE`;
    if (locked.length === 0) throw notFound(`Interview ${interviewId} was not found`);
    const now = new Date();
    let screen = await catchUpScreen(
      tx,
      await tx.sandboxAssessment.findUniqueOrThrow({ where: { id: interviewId } }),
      now,
    );
    const previousStatus = screen.status;
    const path = advancePath(previousStatus, input.to);
    if (!path) throw conflict(`Interview ${interviewId} is ${previousStatus}; it cannot move to ${input.to}`);
    for (const to of path) screen = await moveScreen(tx, screen, { to, at: now });
    return { interview: serializeAssessment(screen, now), previousStatus };
  });
}

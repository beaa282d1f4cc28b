import "server-only";
import type { WebhookType } from "@/lib/api-contract/webhooks";
import type { Prisma, SandboxAssessment } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { plannedCompletion } from "./lifecycle-plan";
import { dueSteps, type ScreenStep } from "./lifecycle-status";
import { storeResults } from "./results";
import { enqueueWebhook, interviewEventData } from "./webhooks/enqueue";

type Tx = Prisma.TransactionClient;

const eventOf: Record<ScreenStep["to"], WebhookType> = {
  "In Progress": "interview.started",
  Completed: "interview.completed",
  Expired: "interview.expired",
};

/** A start on plan keeps the planned submission; a start out of plan (the control API) plans one from now. */
function startData(screen: SandboxAssessment, at: Date): Prisma.SandboxAssessmentUpdateInput {
  const onPlan = screen.startsAt?.getTime() === at.getTime() && screen.completesAt !== null;
  return {
    status: "In Progress",
    startsAt: at,
    startedAt: at,
    completesAt: onPlan
      ? screen.completesAt
      : plannedCompletion(screen.id, at, screen.durationMinutes, env.SANDBOX_TIME_SCALE),
  };
}

function stepData(screen: SandboxAssessment, step: ScreenStep): Prisma.SandboxAssessmentUpdateInput {
  if (step.to === "In Progress") return startData(screen, step.at);
  if (step.to === "Completed") return { status: "Completed", completesAt: step.at, completedAt: step.at };
  // An expiry forced before its time moves the link's end to that moment, so the row tells one story.
  return { status: "Expired", expiresAt: step.at < screen.expiresAt ? step.at : screen.expiresAt };
}

/**
 * Moves a screen the caller holds locked (FOR UPDATE) one step, in the caller's transaction: the new state,
 * results when it completes (from the candidate's IP readings at that moment), and the interview.* webhook,
 * all committed together or not at all.
 */
export async function moveScreen(tx: Tx, screen: SandboxAssessment, step: ScreenStep): Promise<SandboxAssessment> {
  const moved = await tx.sandboxAssessment.update({ where: { id: screen.id }, data: stepData(screen, step) });
  if (step.to === "Completed") await storeResults(tx, moved, step.at);
  await enqueueWebhook(tx, {
    organizationId: moved.organizationId,
    type: eventOf[step.to],
    at: step.at,
    data: interviewEventData(moved, step.to),
  });
  return moved;
}

/** Writes down every move of a locked screen that is due at `now`, in order, each with its own instant. */
export async function catchUpScreen(tx: Tx, screen: SandboxAssessment, now: Date): Promise<SandboxAssessment> {
  let current = screen;
  for (const step of dueSteps(screen, now)) current = await moveScreen(tx, current, step);
  return current;
}

import "server-only";
import { db } from "@/lib/db/client";
import { enqueueAtsDecision } from "@/lib/ats/outbox/enqueue-ats-updates";
import type { z } from "zod";
import type { SessionUser } from "@/lib/auth/session";
import { readReviewSettings } from "@/lib/review/review-settings";
import { listVerdictHistory } from "@/lib/review/record-verdict";
import { assertRejectAllowed } from "@/lib/review/second-opinion";
import type { decisionInputSchema, noteInputSchema, tagInputSchema } from "./schemas";

type Target = { targetType: string; targetId: string };

/** `at`: when it was written (now, but for the demo history's past). */
export function addNote(input: z.output<typeof noteInputSchema>, authorId: string, at = new Date()) {
  return db.note.create({ data: { ...input, authorId, createdAt: at } });
}

export function addTag(input: z.output<typeof tagInputSchema>, authorId: string) {
  return db.tag.upsert({
    where: {
      targetType_targetId_label: { targetType: input.targetType, targetId: input.targetId, label: input.label },
    },
    create: { ...input, authorId },
    update: {},
  });
}

export function removeTag(input: z.output<typeof tagInputSchema>) {
  return db.tag.deleteMany({ where: input });
}

/**
 * One decision per reviewer: a second one replaces the first; returns both for the audit log. A reject waits while a
 * confirmed flag of the result needs a second opinion (Settings → Review). `at`: when (now, but for the demo history).
 */
export async function setDecision(input: z.output<typeof decisionInputSchema>, reviewerId: string, at = new Date()) {
  if (input.decision === "reject") await assertRejectAllowed(input.interviewId);
  const where = { interviewId_reviewerId: { interviewId: input.interviewId, reviewerId } };
  // The decision and the ATS updates it causes are written in one transaction (the outbox rule, ARCHITECTURE.md).
  const { before, after } = await db.$transaction(async (tx) => {
    const before = await tx.decision.findUnique({ where });
    const after = await tx.decision.upsert({
      where,
      create: { ...input, reviewerId, createdAt: at, updatedAt: at },
      update: { decision: input.decision, reason: input.reason, updatedAt: at },
    });
    const reviewer = await tx.user.findUnique({ where: { id: reviewerId }, select: { name: true, email: true } });
    await enqueueAtsDecision(tx, input.interviewId, {
      id: after.id,
      updatedAt: after.updatedAt,
      value: after.decision,
      reason: after.reason,
      reviewer: reviewer?.name ?? reviewer?.email ?? "a reviewer",
    });
    return { before, after };
  });
  return { before, after };
}

/**
 * Everything the team recorded on a target, with the authors' names. When the admin chose "hide other reviewers'
 * decisions until one's own is recorded", a viewer other than an admin gets only their own decision until then:
 * the others never reach their browser. `hiddenDecisions` says how many were held back.
 */
export async function getAnnotations({ targetType, targetId }: Target, viewer: Pick<SessionUser, "id" | "role">) {
  const [notes, tags, decisions, flagReviews, verdictHistory] = await Promise.all([
    db.note.findMany({ where: { targetType, targetId }, orderBy: { createdAt: "desc" } }),
    db.tag.findMany({ where: { targetType, targetId }, orderBy: { label: "asc" } }),
    targetType === "result"
      ? db.decision.findMany({ where: { interviewId: targetId }, orderBy: { updatedAt: "desc" } })
      : Promise.resolve([]),
    targetType === "result" ? db.flagReview.findMany({ where: { interviewId: targetId } }) : Promise.resolve([]),
    targetType === "result" ? listVerdictHistory(targetId) : Promise.resolve([]),
  ]);
  const { hideOthersUntilOwn } = await readReviewSettings();
  const hide = hideOthersUntilOwn && viewer.role !== "admin" && !decisions.some((d) => d.reviewerId === viewer.id);
  const shown = hide ? [] : decisions;
  const userIds = [
    ...new Set([
      ...notes.map((n) => n.authorId),
      ...shown.map((d) => d.reviewerId),
      ...flagReviews.map((f) => f.reviewerId),
      ...flagReviews.flatMap((f) => (f.secondReviewerId ? [f.secondReviewerId] : [])),
      ...verdictHistory.map((h) => h.reviewerId),
    ]),
  ];
  const users = userIds.length
    ? await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true, email: true } })
    : [];
  const names = Object.fromEntries(users.map((u) => [u.id, u.name ?? u.email]));
  return {
    notes,
    tags,
    decisions: shown,
    hiddenDecisions: decisions.length - shown.length,
    flagReviews,
    verdictHistory,
    names,
  };
}

import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import type { DecisionValue } from "@/lib/annotations/decision-values";
import { compareCalibration, type CalibrationAnswerRow } from "./calibration-compare";
import { addMembers, assertActiveUsers, assertDueDay, planMembersAdded } from "./calibration-members";
import { ReviewRuleError } from "./review-error";

export interface NewCalibrationSet {
  name: string;
  problemId: string;
  size: number;
  flaggedOnly: boolean;
  /** The people asked to answer it (told at once), and the day their answers are due. */
  memberIds: string[];
  dueAt: string | null;
}

/**
 * Builds a set from the problem's most recently completed results (only flagged ones when asked), with its members
 * (who are told) and its due day. `at`: when it was made, for the demo history's past (then only results completed
 * by that moment count); now when not given.
 */
export async function createCalibrationSet(input: NewCalibrationSet, createdBy: string, past?: Date) {
  const at = past ?? new Date();
  assertDueDay(input.dueAt, null, at);
  const memberIds = [...new Set(input.memberIds)];
  await assertActiveUsers(memberIds);
  const screens = await db.mirrorScreen.findMany({
    where: {
      problemId: input.problemId,
      status: "Completed",
      completedAt: { not: null, ...(past && { lte: past }) },
      goneAt: null,
      ...(input.flaggedOnly ? { flagCount: { gt: 0 } } : {}),
    },
    orderBy: [{ completedAt: "desc" }, { id: "asc" }],
    take: input.size,
    select: { id: true },
  });
  if (screens.length < 2)
    throw new ReviewRuleError(
      `A calibration set needs at least 2 completed results of this problem${input.flaggedOnly ? " with flags" : ""}; there ${screens.length === 1 ? "is 1" : "are none"}.`,
    );
  const id = randomUUID();
  const members = {
    setId: id,
    userIds: memberIds,
    addedBy: createdBy,
    items: screens.length,
    dueAt: input.dueAt,
    problemId: input.problemId,
  };
  const plan = await planMembersAdded(members);
  return db.$transaction(async (tx) => {
    const set = await tx.calibrationSet.create({
      data: {
        id,
        name: input.name,
        problemId: input.problemId,
        createdBy,
        createdAt: at,
        dueAt: input.dueAt ? new Date(`${input.dueAt}T00:00:00Z`) : null,
      },
    });
    await tx.calibrationItem.createMany({
      data: screens.map((s, i) => ({ setId: set.id, interviewId: s.id, position: i + 1 })),
    });
    await addMembers(tx, members, plan, at);
    return { id: set.id, items: screens.length, members: memberIds.length };
  });
}

async function openSet(setId: string) {
  const set = await db.calibrationSet.findUnique({ where: { id: setId } });
  if (!set) throw new ReviewRuleError("This calibration set does not exist.");
  if (set.closedAt) throw new ReviewRuleError("This calibration set is closed: it takes no more answers.");
  return set;
}

/** A reviewer's own decision on one result of an open set; changeable until the set is closed. */
export async function answerCalibration(
  input: { setId: string; interviewId: string; decision: DecisionValue },
  reviewerId: string,
  at = new Date(),
) {
  await openSet(input.setId);
  const item = await db.calibrationItem.findUnique({
    where: { setId_interviewId: { setId: input.setId, interviewId: input.interviewId } },
  });
  if (!item) throw new ReviewRuleError("This result is not part of the calibration set.");
  await db.calibrationAnswer.upsert({
    where: { setId_interviewId_reviewerId: { setId: input.setId, interviewId: input.interviewId, reviewerId } },
    create: { ...input, reviewerId, updatedAt: at },
    update: { decision: input.decision, updatedAt: at },
  });
}

export async function closeCalibrationSet(setId: string, at = new Date()) {
  await openSet(setId);
  await db.calibrationSet.update({ where: { id: setId }, data: { closedAt: at } });
}

/** The newest sets (at most 50) with their size and how many reviewers answered. */
export async function listCalibrationSets() {
  return db.$queryRaw<
    {
      id: string;
      name: string;
      problemId: string;
      createdAt: Date;
      closedAt: Date | null;
      dueAt: Date | null;
      items: number;
      reviewers: number;
    }[]
  >`
    SELECT s.id, s.name, s."problemId", s."createdAt", s."closedAt", s."dueAt",
      (SELECT count(*)::int FROM calibration_item i WHERE i."setId" = s.id) AS items,
      (SELECT count(DISTINCT a."reviewerId")::int FROM calibration_answer a WHERE a."setId" = s.id) AS reviewers
    FROM calibration_set s ORDER BY s."createdAt" DESC LIMIT 50`;
}

/**
 * One set as a reviewer sees it: its results (no candidate identity: calibration judges the work), the reviewer's
 * own answers, each reviewer's progress as a count, and the comparison only once the reader answered every result
 * or the set is closed, so nobody sees the others' answers before giving their own.
 */
export async function readCalibrationSet(setId: string, viewerId: string) {
  const set = await db.calibrationSet.findUnique({ where: { id: setId } });
  if (!set) return null;
  const items = await db.calibrationItem.findMany({ where: { setId }, orderBy: { position: "asc" } });
  const ids = items.map((i) => i.interviewId);
  const [screens, own, progress, members] = await Promise.all([
    db.mirrorScreen.findMany({
      where: { id: { in: ids } },
      select: { id: true, score: true, risk: true, flagCount: true, completedAt: true },
    }),
    db.calibrationAnswer.findMany({ where: { setId, reviewerId: viewerId } }),
    db.calibrationAnswer.groupBy({ by: ["reviewerId"], where: { setId }, _count: { _all: true } }),
    db.calibrationMember.findMany({ where: { setId }, select: { userId: true }, orderBy: { addedAt: "asc" } }),
  ]);
  const screenOf = new Map(screens.map((s) => [s.id, s]));
  const mine = new Map(own.map((a) => [a.interviewId, a.decision as DecisionValue]));
  const revealed = set.closedAt !== null || (items.length > 0 && mine.size === items.length);
  const answers = revealed
    ? ((await db.calibrationAnswer.findMany({
        where: { setId },
        select: { interviewId: true, reviewerId: true, decision: true },
      })) as CalibrationAnswerRow[])
    : [];
  const userIds = [...new Set([set.createdBy, ...progress.map((p) => p.reviewerId), ...members.map((m) => m.userId)])];
  const users = await db.user.findMany({
    where: { id: { in: userIds } },
    select: { id: true, name: true, email: true },
  });
  return {
    set,
    items: items.map((item) => ({
      position: item.position,
      interviewId: item.interviewId,
      screen: screenOf.get(item.interviewId) ?? null,
      mine: mine.get(item.interviewId) ?? null,
    })),
    progress: progress.map((p) => ({ reviewerId: p.reviewerId, answered: p._count._all })),
    /** The people asked to answer it, in the order they were added. */
    members: members.map((m) => m.userId),
    names: Object.fromEntries(users.map((u) => [u.id, u.name ?? u.email])),
    revealed,
    answers,
    comparison: revealed ? compareCalibration(answers) : null,
  };
}

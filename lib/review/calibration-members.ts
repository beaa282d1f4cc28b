import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { planNotification, writeNotification, type NotificationPlan } from "@/lib/notifications/record";
import { dueDay, todayIn } from "./due-date";
import { ReviewRuleError } from "./review-error";

type Tx = Prisma.TransactionClient;

/** Refuses ids that are not active people (a disabled or removed account cannot be given work). */
export async function assertActiveUsers(ids: readonly string[]) {
  if (!ids.length) return;
  const found = await db.user.count({ where: { id: { in: [...ids] }, disabledAt: null } });
  if (found !== new Set(ids).size) throw new ReviewRuleError("Choose members from the list of active people.");
}

/** A due day before yesterday (UTC, so every time zone's today is allowed) is refused when it is set or changed. */
export function assertDueDay(day: string | null, before: string | null = null, now = new Date()) {
  if (!day || day === before) return;
  const yesterday = todayIn("UTC", new Date(now.getTime() - 24 * 60 * 60 * 1000));
  if (day < yesterday) throw new ReviewRuleError("Choose a due date from today on.");
}

interface AddedMembers {
  setId: string;
  userIds: readonly string[];
  addedBy: string;
  /** What the message tells: the set's size and due day, its problem. */
  items: number;
  dueAt: string | null;
  problemId: string;
}

/**
 * Who hears that they were added (calibration-assigned), read before the transaction that adds them. The event key
 * names the people added, so adding others later tells them too, and a replay tells nobody twice.
 */
export function planMembersAdded(added: AddedMembers): Promise<NotificationPlan | null> {
  if (!added.userIds.length) return Promise.resolve(null);
  const who = createHash("sha256")
    .update([...added.userIds].sort().join(","))
    .digest("hex")
    .slice(0, 16);
  return planNotification({
    kind: "calibration-assigned",
    eventKey: `calibration:${added.setId}:${who}`,
    subjectType: "calibration-set",
    subjectId: added.setId,
    among: added.userIds,
    facts: {
      addedById: added.addedBy,
      members: added.userIds.length,
      items: added.items,
      dueAt: added.dueAt,
      problemId: added.problemId,
    },
  });
}

/** Adds members inside the set's transaction and tells them (`at`: now, but for the demo history's past). */
export async function addMembers(tx: Tx, added: AddedMembers, plan: NotificationPlan | null, at = new Date()) {
  if (!added.userIds.length) return;
  await tx.calibrationMember.createMany({
    data: added.userIds.map((userId) => ({ setId: added.setId, userId, addedBy: added.addedBy, addedAt: at })),
    skipDuplicates: true,
  });
  if (plan) await writeNotification(tx, plan, at);
}

/**
 * An admin changes who is asked to answer an open set and by when: the people added are told, the people removed
 * leave it off their "Waiting for you" (their answers stay). Returns what changed, for the audit log.
 */
export async function setCalibrationMembers(
  input: { setId: string; memberIds: string[]; dueAt: string | null },
  actorId: string,
) {
  const set = await db.calibrationSet.findUnique({ where: { id: input.setId } });
  if (!set) throw new ReviewRuleError("This calibration set does not exist.");
  if (set.closedAt) throw new ReviewRuleError("This calibration set is closed: it takes no more answers.");
  const dueBefore = set.dueAt ? dueDay(set.dueAt) : null;
  assertDueDay(input.dueAt, dueBefore);
  const wanted = [...new Set(input.memberIds)];
  await assertActiveUsers(wanted);
  const [current, items] = await Promise.all([
    db.calibrationMember.findMany({ where: { setId: input.setId }, select: { userId: true } }),
    db.calibrationItem.count({ where: { setId: input.setId } }),
  ]);
  const had = new Set(current.map((m) => m.userId));
  const added = wanted.filter((id) => !had.has(id));
  const removed = [...had].filter((id) => !wanted.includes(id));
  const news = { setId: set.id, userIds: added, addedBy: actorId, items, dueAt: input.dueAt, problemId: set.problemId };
  const plan = await planMembersAdded(news);
  await db.$transaction(async (tx) => {
    if (removed.length) await tx.calibrationMember.deleteMany({ where: { setId: set.id, userId: { in: removed } } });
    await addMembers(tx, news, plan);
    if (input.dueAt !== dueBefore)
      await tx.calibrationSet.update({
        where: { id: set.id },
        data: { dueAt: input.dueAt ? new Date(`${input.dueAt}T00:00:00Z`) : null },
      });
  });
  return { added, removed, dueBefore, dueAfter: input.dueAt };
}

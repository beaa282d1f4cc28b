import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { planNotification, writeNotification } from "@/lib/notifications/record";
import { readReviewSettings } from "./review-settings";
import { awaitingSecondOpinionSql } from "./second-opinion";
import { ReviewRuleError } from "./review-error";
import type { askSecondOpinionSchema } from "./review-request-schemas";

/** The most teammates the "Ask" list offers (a team, not a directory; the list is read in one indexed page). */
const TEAMMATES = 500;

/** Active people, by name: whom a second opinion may be asked of, or who may join a calibration round. */
export async function listTeammates() {
  const users = await db.user.findMany({
    where: { disabledAt: null },
    select: { id: true, name: true, email: true },
    orderBy: [{ name: "asc" }, { email: "asc" }],
    take: TEAMMATES,
  });
  return users.map((u) => ({ id: u.id, name: u.name ?? u.email }));
}

const noAsks = { teammates: [] as { id: string; name: string }[], requests: {} as Record<string, OpenRequest> };

interface OpenRequest {
  assigneeId: string;
  requestedById: string;
  /** ISO, for the client. */
  createdAt: string;
}

/**
 * What a result's review column needs to "Ask for a second opinion": the teammates and each flag's open request,
 * read only when a confirmed flag of the result waits for its second opinion (one indexed probe otherwise).
 */
export async function readSecondOpinionAsks(interviewId: string) {
  const waiting = await awaitingSecondOpinionSql("f");
  if (!waiting) return noAsks;
  const waits = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM flag_review f WHERE f."interviewId" = ${interviewId} AND ${waiting} LIMIT 1`;
  if (!waits.length) return noAsks;
  const [teammates, open] = await Promise.all([
    listTeammates(),
    db.reviewRequest.findMany({
      where: { interviewId, doneAt: null, cancelledAt: null },
      select: { flagId: true, assigneeId: true, requestedById: true, createdAt: true },
    }),
  ]);
  return {
    teammates,
    requests: Object.fromEntries(
      open.map(({ flagId, createdAt, ...request }) => [flagId, { ...request, createdAt: createdAt.toISOString() }]),
    ),
  };
}

interface FlagRef {
  interviewId: string;
  flagId: string;
  assigneeId: string;
}

interface WaitingFlag {
  reviewerId: string;
  verdict: string;
  level: string;
  secondAt: Date | null;
  candidateId: string | null;
  problemId: string | null;
}

/**
 * The flag's verdict with what a message about it needs (locked when read in the transaction that acts on it);
 * refused unless it waits for a second opinion.
 */
async function waitingFlag(client: Pick<Prisma.TransactionClient, "$queryRaw">, input: FlagRef, lock: boolean) {
  const [flag] = await client.$queryRaw<WaitingFlag[]>`
    SELECT f."reviewerId", f.verdict, f.level, f."secondAt", s."candidateId", s."problemId"
    FROM flag_review f LEFT JOIN result_snapshot s ON s."interviewId" = f."interviewId"
    WHERE f."interviewId" = ${input.interviewId} AND f."flagId" = ${input.flagId}
    ${lock ? Prisma.sql`FOR UPDATE OF f` : Prisma.empty}`;
  const { secondOpinionLevels } = await readReviewSettings();
  if (!flag || flag.verdict !== "confirmed" || !secondOpinionLevels.some((level) => level === flag.level))
    throw new ReviewRuleError("Only a confirmed flag that needs a second opinion can be sent to someone.");
  if (flag.secondAt) throw new ReviewRuleError("This verdict already has a second opinion.");
  if (flag.reviewerId === input.assigneeId)
    throw new ReviewRuleError("They confirmed this flag: a second opinion must come from someone else.");
  return flag;
}

export type AskOutcome =
  | { outcome: "asked"; requestId: string }
  | { outcome: "reassigned"; requestId: string; previousAssigneeId: string }
  | { outcome: "unchanged"; requestId: string };

/**
 * Names the teammate who should give a flag's second opinion. The flag must wait for one, and the teammate must be
 * active and not the reviewer who confirmed it. Asking again while a request is open cancels it and opens one for
 * the new person (never two open: the partial unique index holds it); asking the same person again only updates
 * the note. The assignee is told (second-opinion-requested) in the same transaction; the facts hold ids only, so a
 * blind assignee's message names the pseudonym and a chat channel's names no candidate (lib/notifications/compose.ts).
 * `at`: when it was asked (now, but for the demo history's past).
 */
export async function askSecondOpinion(
  input: z.output<typeof askSecondOpinionSchema>,
  askerId: string,
  at = new Date(),
): Promise<AskOutcome> {
  const assignee = await db.user.findUnique({ where: { id: input.assigneeId }, select: { disabledAt: true } });
  if (!assignee || assignee.disabledAt) throw new ReviewRuleError("Choose an active teammate from the list.");
  // Who is told is read before the transaction (users and channels are a few rows); the rules are checked again
  // in it, under the flag's lock.
  const flag = await waitingFlag(db, input, false);
  const requestId = randomUUID();
  const plan = await planNotification({
    kind: "second-opinion-requested",
    eventKey: `second-opinion:${requestId}`,
    subjectType: "review-request",
    subjectId: requestId,
    among: [input.assigneeId],
    facts: {
      interviewId: input.interviewId,
      flagId: input.flagId,
      level: flag.level,
      candidateId: flag.candidateId,
      problemId: flag.problemId,
      requestedById: askerId,
      assigneeId: input.assigneeId,
    },
  });
  return db.$transaction(async (tx) => {
    await waitingFlag(tx, input, true);
    const open = await tx.reviewRequest.findFirst({
      where: { interviewId: input.interviewId, flagId: input.flagId, doneAt: null, cancelledAt: null },
    });
    if (open?.assigneeId === input.assigneeId) {
      await tx.reviewRequest.update({ where: { id: open.id }, data: { note: input.note } });
      return { outcome: "unchanged", requestId: open.id };
    }
    const now = at;
    if (open) await tx.reviewRequest.update({ where: { id: open.id }, data: { cancelledAt: now } });
    await tx.reviewRequest.create({
      data: {
        id: requestId,
        interviewId: input.interviewId,
        flagId: input.flagId,
        assigneeId: input.assigneeId,
        requestedById: askerId,
        note: input.note,
        createdAt: now,
      },
    });
    await writeNotification(tx, plan, now);
    return open
      ? { outcome: "reassigned", requestId, previousAssigneeId: open.assigneeId }
      : { outcome: "asked", requestId };
  });
}

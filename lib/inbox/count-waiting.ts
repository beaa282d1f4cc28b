import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { awaitingSecondOpinionSql } from "@/lib/review/second-opinion";

/**
 * The conditions "Waiting for you" lists by, shared by the count and the page so they never disagree: a second
 * opinion asked of the reader that is still open and whose flag still waits for it (a verdict changed, erased or no
 * longer needing one drops out), and an open calibration round the reader is a member of with a result they have
 * not decided.
 */
export async function waitingConditions(userId: string) {
  const flagWaits = (await awaitingSecondOpinionSql("f")) ?? Prisma.sql`false`;
  return {
    request: Prisma.sql`r."assigneeId" = ${userId} AND r."doneAt" IS NULL AND r."cancelledAt" IS NULL AND ${flagWaits}`,
    round: Prisma.sql`m."userId" = ${userId} AND s."closedAt" IS NULL
      AND (SELECT count(*) FROM calibration_item i WHERE i."setId" = s.id)
        > (SELECT count(*) FROM calibration_answer a WHERE a."setId" = s.id AND a."reviewerId" = ${userId})`,
  };
}

/**
 * How many things wait for the reader: one statement on every page (the navigation's badge), over the partial index
 * of a person's open requests and the index of their memberships, each followed by primary-key lookups only.
 * Cached for the request, so the layout and the page share it.
 */
export const countWaitingForYou = cache(async function countWaitingForYou(userId: string): Promise<number> {
  const where = await waitingConditions(userId);
  const [{ count }] = await db.$queryRaw<[{ count: number }]>`
    SELECT (SELECT count(*)::int FROM review_request r
              JOIN flag_review f ON f."interviewId" = r."interviewId" AND f."flagId" = r."flagId"
              WHERE ${where.request})
         + (SELECT count(*)::int FROM calibration_member m JOIN calibration_set s ON s.id = m."setId"
              WHERE ${where.round}) AS count`;
  return count;
});

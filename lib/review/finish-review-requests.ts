import "server-only";
import { Prisma } from "@/lib/db/generated/client";

/**
 * Marks the open second-opinion request of a flag done, inside the transaction of the change that settles it (a
 * second opinion recorded, the verdict changed, or the person asked recorded a verdict of their own): the assignee's
 * "Waiting for you" loses it at the same moment. `onlyFor` limits it to a request assigned to that person. Returns
 * how many were open (0 or 1: one open request per flag).
 */
export function finishReviewRequests(
  tx: Prisma.TransactionClient,
  interviewId: string,
  flagId: string,
  now: Date,
  onlyFor?: string,
) {
  return tx.$executeRaw`
    UPDATE review_request SET "doneAt" = ${now}
    WHERE "interviewId" = ${interviewId} AND "flagId" = ${flagId} AND "doneAt" IS NULL AND "cancelledAt" IS NULL
      ${onlyFor ? Prisma.sql`AND "assigneeId" = ${onlyFor}` : Prisma.empty}`;
}

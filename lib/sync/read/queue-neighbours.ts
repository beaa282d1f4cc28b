import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { readReviewSettings } from "@/lib/review/review-settings";
import { queueConditions, queueOrderColumns, queueOrderKey, queueSource, type QueueFilters } from "./integrity-queue";

export interface QueuePosition {
  /** 1-based place of this result in the filtered queue (where it would be, once it has left it). */
  position: number;
  /** False once the result no longer matches the queue's filters (reviewed in a "not reviewed" queue, say). */
  inQueue: boolean;
  total: number;
  previous: string | null;
  next: string | null;
  /** The next result after this one, in queue order, with a flag nobody has reviewed yet (wrapping to the start). */
  nextUnreviewed: string | null;
}

/**
 * Where a result stands in the integrity queue as its filters left it, and its neighbours, found by the queue's
 * own order key (a row comparison), never the whole queue in memory. A result that has just left the queue
 * (its last flag reviewed) keeps its place, so next and previous still go on from there.
 */
export async function queuePosition(
  interviewId: string,
  filters: Omit<QueueFilters, "page">,
): Promise<QueuePosition | null> {
  const { secondOpinionLevels } = await readReviewSettings();
  const where = Prisma.join(queueConditions(filters, secondOpinionLevels), " AND ");
  const key = queueOrderKey();
  const from = Prisma.sql`FROM ${queueSource()}`;
  const [current] = await db.$queryRaw<
    [{ inQueue: boolean } | undefined]
  >`SELECT (${where}) AS "inQueue" ${from} WHERE s."interviewId" = ${interviewId}`;
  if (!current) return null;
  const mine = Prisma.sql`(SELECT ${queueOrderColumns()} FROM result_snapshot s WHERE s."interviewId" = ${interviewId})`;
  const [[counts], [previous], [next], [unreviewedAfter], [unreviewedFirst]] = await Promise.all([
    db.$queryRaw<
      [{ before: number; total: number }]
    >`SELECT COUNT(*) FILTER (WHERE ${key} < ${mine})::int AS before, COUNT(*)::int AS total ${from} WHERE ${where}`,
    db.$queryRaw<
      [{ id: string }?]
    >`SELECT s."interviewId" AS id ${from} WHERE ${where} AND ${key} < ${mine} ORDER BY ${key} DESC LIMIT 1`,
    db.$queryRaw<
      [{ id: string }?]
    >`SELECT s."interviewId" AS id ${from} WHERE ${where} AND ${key} > ${mine} ORDER BY ${key} LIMIT 1`,
    db.$queryRaw<
      [{ id: string }?]
    >`SELECT s."interviewId" AS id ${from} WHERE ${where} AND s."reviewedFlagCount" < s."flagCount" AND ${key} > ${mine} ORDER BY ${key} LIMIT 1`,
    db.$queryRaw<
      [{ id: string }?]
    >`SELECT s."interviewId" AS id ${from} WHERE ${where} AND s."reviewedFlagCount" < s."flagCount" AND s."interviewId" <> ${interviewId} ORDER BY ${key} LIMIT 1`,
  ]);
  return {
    position: counts.before + 1,
    inQueue: current.inQueue,
    total: counts.total,
    previous: previous?.id ?? null,
    next: next?.id ?? null,
    nextUnreviewed: unreviewedAfter?.id ?? unreviewedFirst?.id ?? null,
  };
}

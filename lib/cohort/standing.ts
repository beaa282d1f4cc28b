import "server-only";
import { db } from "@/lib/db/client";

/**
 * Where a score stands among the graded screens of its problem: how many scored strictly less, of how many.
 * Two counts on the mirror's (problemId, score) index, whatever the cohort's size.
 */
export async function cohortStanding(problemId: string, score: number) {
  const [row] = await db.$queryRaw<[{ below: number; graded: number }]>`
    SELECT count(*) FILTER (WHERE score < ${score})::int AS below, count(*)::int AS graded
    FROM mirror_screen WHERE "problemId" = ${problemId} AND "goneAt" IS NULL AND score IS NOT NULL`;
  return { graded: row.graded, betterThan: row.graded ? Math.floor((row.below / row.graded) * 100) : null };
}

import "server-only";
import { db } from "@/lib/db/client";

/**
 * Where a score stands among the people graded on its problem, each by their latest screen (the cohort's default
 * view, so the results page and the cohort say the same): how many scored strictly less, of how many. Two counts
 * on the partial index of people's latest screens by (problemId, score), whatever the cohort's size.
 */
export async function cohortStanding(problemId: string, score: number) {
  const [row] = await db.$queryRaw<[{ below: number; graded: number }]>`
    SELECT count(*) FILTER (WHERE score < ${score})::int AS below, count(*)::int AS graded
    FROM mirror_screen WHERE "problemId" = ${problemId} AND "latestOfPerson" AND "goneAt" IS NULL AND score IS NOT NULL`;
  return { graded: row.graded, betterThan: row.graded ? Math.floor((row.below / row.graded) * 100) : null };
}

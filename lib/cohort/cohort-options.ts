import "server-only";
import { db } from "@/lib/db/client";
import type { CohortDistribution } from "./read-distribution";

/**
 * The values a cohort's filters can take: what its screens actually have (kept with its distribution, read again
 * only when its screens change) and the tags put on them.
 */
export async function cohortOptions(problemId: string, values: CohortDistribution["values"]) {
  const tags = await db.$queryRaw<{ value: string }[]>`
    SELECT DISTINCT t.label AS value FROM tag t JOIN mirror_screen s
      ON (t."targetType" = 'result' AND t."targetId" = s.id) OR (t."targetType" = 'candidate' AND t."targetId" = s."candidateId")
    WHERE s."problemId" = ${problemId} ORDER BY 1 LIMIT 200`;
  return { ...values, tags: tags.map((t) => t.value) };
}
export type CohortOptions = Awaited<ReturnType<typeof cohortOptions>>;

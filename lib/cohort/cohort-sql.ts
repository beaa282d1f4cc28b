import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { CohortFilter } from "./cohort-query";
import type { CohortPick } from "./cohort-pick";

/**
 * Every screen of a problem with its candidate. What cohorts show of results is on the screen's own row, so
 * a cohort of 50,000 never reads the results kept whole (two kilobytes each).
 */
export const cohortFrom = Prisma.sql`mirror_screen s LEFT JOIN mirror_candidate c ON c.id = s."candidateId"`;

/**
 * The screen a cohort shows of each person, kept on the screens by triggers (migration cohort_people). Written
 * into the statement, not bound, so the planner matches the partial index of that pick on (problemId, score).
 */
export const chosenScreen = {
  latest: Prisma.sql`s."latestOfPerson"`,
  best: Prisma.sql`s."bestOfPerson"`,
} satisfies Record<CohortPick, Prisma.Sql>;

/** The SQL condition of a cohort's filters over `cohortFrom`: one screen per person, the one `f.pick` names. */
export function cohortConditions(problemId: string, f: CohortFilter): Prisma.Sql {
  const where = [Prisma.sql`s."problemId" = ${problemId}`, chosenScreen[f.pick], Prisma.sql`s."goneAt" IS NULL`];
  if (f.status) where.push(Prisma.sql`s.status = ${f.status}`);
  if (f.risk) where.push(Prisma.sql`s.risk = ${f.risk}`);
  if (f.decision === "none") where.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM decision d WHERE d."interviewId" = s.id)`);
  else if (f.decision)
    where.push(
      Prisma.sql`EXISTS (SELECT 1 FROM decision d WHERE d."interviewId" = s.id AND d.decision = ${f.decision})`,
    );
  if (f.tag) {
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM tag t WHERE t.label = ${f.tag}
      AND ((t."targetType" = 'result' AND t."targetId" = s.id) OR (t."targetType" = 'candidate' AND t."targetId" = s."candidateId")))`);
  }
  if (f.from) where.push(Prisma.sql`s."completedAt" >= ${f.from}`);
  // A day given as the end includes that whole day.
  if (f.to) where.push(Prisma.sql`s."completedAt" < ${new Date(f.to.getTime() + 86_400_000)}`);
  if (f.mode) where.push(Prisma.sql`s."resultMode" = ${f.mode}`);
  if (f.locale) where.push(Prisma.sql`s."resultLocale" = ${f.locale}`);
  return Prisma.join(where, " AND ");
}

/** What a cohort sorts by: a column, or a scoring dimension joined in as `dim`. */
export function cohortOrder(sort: string): { expression: Prisma.Sql; join: Prisma.Sql } {
  if (sort.startsWith("dim:")) {
    return {
      expression: Prisma.sql`dim.score`,
      join: Prisma.sql`LEFT JOIN result_dimension dim ON dim."interviewId" = s.id AND dim.key = ${sort.slice(4)}`,
    };
  }
  const expressions: Record<string, Prisma.Sql> = {
    score: Prisma.sql`s.score`,
    completedAt: Prisma.sql`s."completedAt"`,
    name: Prisma.sql`c."nameKey"`,
    risk: Prisma.sql`CASE WHEN s.risk IS NULL THEN NULL WHEN s.risk = 'high' THEN 3 WHEN s.risk = 'medium' THEN 2 WHEN s.risk = 'low' THEN 1 ELSE 0 END`,
    flags: Prisma.sql`s."flagCount"`,
    time: Prisma.sql`s."completionTimeSeconds"`,
    status: Prisma.sql`s.status`,
  };
  return { expression: expressions[sort] ?? expressions.score!, join: Prisma.empty };
}

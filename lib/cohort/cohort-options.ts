import "server-only";
import { db } from "@/lib/db/client";

/** The values a cohort's filters can take: what its screens actually have. */
export async function cohortOptions(problemId: string) {
  const [statuses, settings, tags] = await Promise.all([
    db.$queryRaw<
      { value: string }[]
    >`SELECT DISTINCT status AS value FROM mirror_screen WHERE "problemId" = ${problemId} AND "goneAt" IS NULL ORDER BY 1`,
    db.$queryRaw<{ mode: string | null; locale: string | null }[]>`
      SELECT DISTINCT "resultMode" AS mode, "resultLocale" AS locale FROM mirror_screen WHERE "problemId" = ${problemId} AND "goneAt" IS NULL`,
    db.$queryRaw<{ value: string }[]>`
      SELECT DISTINCT t.label AS value FROM tag t JOIN mirror_screen s
        ON (t."targetType" = 'result' AND t."targetId" = s.id) OR (t."targetType" = 'candidate' AND t."targetId" = s."candidateId")
      WHERE s."problemId" = ${problemId} ORDER BY 1 LIMIT 200`,
  ]);
  const distinct = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => !!v))].sort();
  return {
    statuses: statuses.map((s) => s.value),
    modes: distinct(settings.map((s) => s.mode)),
    locales: distinct(settings.map((s) => s.locale)),
    tags: tags.map((t) => t.value),
  };
}
export type CohortOptions = Awaited<ReturnType<typeof cohortOptions>>;

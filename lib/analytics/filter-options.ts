import "server-only";
import { db } from "@/lib/db/client";

/** Most entries a filter's list offers; a longer list is cut, and the URL still takes any id. */
const MAX_OPTIONS = 500;

export interface Option {
  value: string;
  label: string;
}

/**
 * What the filters offer, and the names the figures show: the registry's problems, the dashboard's users, and
 * the ATS sources candidates came from (a skip scan of mirror_candidate's (integrationSource, externalId)
 * index: one probe per distinct source, not a scan of the candidates).
 */
export async function readFilterOptions() {
  const [problems, users, sources] = await Promise.all([
    db.problemRegistryEntry.findMany({
      select: { problemId: true, name: true },
      orderBy: { name: "asc" },
      take: MAX_OPTIONS,
    }),
    db.user.findMany({ select: { id: true, name: true, email: true }, orderBy: { email: "asc" }, take: MAX_OPTIONS }),
    db.$queryRaw<Array<{ source: string }>>`
      WITH RECURSIVE s(source) AS (
        (SELECT "integrationSource" FROM mirror_candidate WHERE "integrationSource" IS NOT NULL ORDER BY 1 LIMIT 1)
        UNION ALL
        SELECT (SELECT "integrationSource" FROM mirror_candidate WHERE "integrationSource" > s.source ORDER BY 1 LIMIT 1)
        FROM s WHERE s.source IS NOT NULL
      )
      SELECT source FROM s WHERE source IS NOT NULL LIMIT ${MAX_OPTIONS}`,
  ]);
  return {
    problems: problems.map((p): Option => ({ value: p.problemId, label: p.name || p.problemId })),
    users: users.map((u): Option => ({ value: u.id, label: u.name || u.email })),
    sources: sources.map((s): Option => ({ value: s.source, label: s.source })),
  };
}

import "server-only";
import { db } from "@/lib/db/client";
import type { CandidateSummary } from "@/lib/api-contract/responses";
import { foldText } from "./fold";
import { parseServiceTime } from "./parse-time";
import { erasedCandidateIds } from "@/lib/privacy/erased-subjects";

export interface WriteCounts {
  inserted: number;
  updated: number;
}

export interface CandidateWrite {
  /** The reconcile run that listed these rows; omitted for a detail read. */
  runId?: bigint;
  /** When the API said this: the row's confirmedAt. */
  at: Date;
}

/** What a search matches: name, email and ATS id, folded. */
const searchTextOf = (c: CandidateSummary) => foldText([c.name, c.email, c.externalId].filter(Boolean).join(" "));

/**
 * Writes candidates as the API returned them (list items or single reads), in one statement. Rows that changed
 * are written whole, `raw` merged so fields only the single read has (status, interviewIds) survive a later
 * list read; rows that did not only get their confirmation (unindexed columns, an in-place update). A new
 * candidate gets an empty screens summary, which the screens' writers then keep up to date. Candidates erased here
 * are left out.
 */
export async function upsertCandidates(
  candidates: readonly CandidateSummary[],
  { runId, at }: CandidateWrite,
): Promise<WriteCounts> {
  // Someone erased here is never written back from the service's copy (lib/privacy).
  const erased = await erasedCandidateIds(candidates.map((c) => c.identifier));
  if (erased.size) candidates = candidates.filter((c) => !erased.has(c.identifier));
  if (!candidates.length) return { inserted: 0, updated: 0 };
  const created = candidates.map((c) => parseServiceTime(c.createdAt) ?? at);
  const run = runId ?? null;
  const [counts] = await db.$queryRaw<[WriteCounts]>`
    WITH incoming AS (
      SELECT * FROM unnest(${candidates.map((c) => c.identifier)}::text[], ${candidates.map((c) => c.name)}::text[],
                           ${candidates.map((c) => c.email)}::text[], ${candidates.map((c) => c.integrationSource ?? null)}::text[],
                           ${candidates.map((c) => c.externalId ?? null)}::text[], ${created}::timestamp[],
                           ${candidates.map((c) => JSON.stringify(c))}::jsonb[], ${candidates.map((c) => foldText(c.name))}::text[],
                           ${candidates.map((c) => foldText(c.email))}::text[], ${candidates.map(searchTextOf)}::text[])
        AS t(id, name, email, source, external, created, raw, name_key, email_key, search)
    ), before AS (
      SELECT m.id, m.raw, m."goneAt" FROM mirror_candidate m JOIN incoming USING (id)
    ), changed AS (
      SELECT i.*, b.id IS NULL AS is_new FROM incoming i LEFT JOIN before b USING (id)
      WHERE b.id IS NULL OR (b.raw || i.raw) IS DISTINCT FROM b.raw OR b."goneAt" IS NOT NULL
    ), written AS (
      INSERT INTO mirror_candidate AS m (id, name, email, "integrationSource", "externalId", "createdAt", "nameKey", "emailKey", "searchText", raw, "confirmedAt", "seenRun", "updatedAt")
      SELECT id, name, email, source, external, created, name_key, email_key, search, raw, ${at}, ${run}::bigint, ${new Date()} FROM changed
      ON CONFLICT (id) DO UPDATE SET
        name = EXCLUDED.name, email = EXCLUDED.email, "integrationSource" = EXCLUDED."integrationSource", "externalId" = EXCLUDED."externalId",
        "createdAt" = CASE WHEN EXCLUDED."createdAt" = ${at} THEN m."createdAt" ELSE EXCLUDED."createdAt" END,
        "nameKey" = EXCLUDED."nameKey", "emailKey" = EXCLUDED."emailKey", "searchText" = EXCLUDED."searchText",
        raw = m.raw || EXCLUDED.raw, "confirmedAt" = EXCLUDED."confirmedAt", "seenRun" = COALESCE(EXCLUDED."seenRun", m."seenRun"),
        "goneAt" = NULL, "updatedAt" = EXCLUDED."updatedAt"
      RETURNING id
    ), summaries AS (
      INSERT INTO mirror_candidate_screens ("candidateId", "screenCount", "latestStatus", "latestScreenAt")
      SELECT id, 0, 'Not Assigned', NULL FROM changed WHERE is_new
      ON CONFLICT ("candidateId") DO NOTHING
      RETURNING 1
    ), confirmed AS (
      UPDATE mirror_candidate m SET "confirmedAt" = ${at}, "seenRun" = COALESCE(${run}::bigint, m."seenRun")
      FROM incoming i WHERE m.id = i.id AND NOT EXISTS (SELECT 1 FROM changed c WHERE c.id = i.id)
      RETURNING m.id
    )
    SELECT count(*) FILTER (WHERE is_new)::int AS inserted, count(*) FILTER (WHERE NOT is_new)::int AS updated FROM changed`;
  return counts;
}

/**
 * Recomputes what the candidates list shows of each candidate's screens (how many, the newest one's status and
 * date) from the mirrored screens, for the candidates given, or for everyone (`"all"`, one statement, after a
 * run that changed many). Rows already right are not written.
 */
export async function refreshCandidateScreens(candidateIds: readonly string[] | "all"): Promise<void> {
  if (candidateIds !== "all" && !candidateIds.length) return;
  const ids = candidateIds === "all" ? null : [...new Set(candidateIds)];
  await db.$executeRaw`
    WITH agg AS (
      SELECT s."candidateId" AS id, count(*)::int AS n, (array_agg(s.status ORDER BY s."createdAt" DESC, s.id DESC))[1] AS status, max(s."createdAt") AS at
      FROM mirror_screen s
      WHERE s."goneAt" IS NULL AND (${ids}::text[] IS NULL OR s."candidateId" = ANY(${ids}::text[]))
      GROUP BY s."candidateId"
    )
    INSERT INTO mirror_candidate_screens AS cs ("candidateId", "screenCount", "latestStatus", "latestScreenAt")
    SELECT c.id, COALESCE(a.n, 0), COALESCE(a.status, 'Not Assigned'), a.at
    FROM mirror_candidate c LEFT JOIN agg a ON a.id = c.id
    WHERE ${ids}::text[] IS NULL OR c.id = ANY(${ids}::text[])
    ON CONFLICT ("candidateId") DO UPDATE SET "screenCount" = EXCLUDED."screenCount", "latestStatus" = EXCLUDED."latestStatus", "latestScreenAt" = EXCLUDED."latestScreenAt"
    WHERE (cs."screenCount", cs."latestStatus", cs."latestScreenAt") IS DISTINCT FROM (EXCLUDED."screenCount", EXCLUDED."latestStatus", EXCLUDED."latestScreenAt")`;
}

/** Which of these candidates the mirror has. */
export async function knownCandidateIds(candidateIds: readonly string[]): Promise<Set<string>> {
  if (!candidateIds.length) return new Set();
  const rows = await db.$queryRaw<
    { id: string }[]
  >`SELECT id FROM mirror_candidate WHERE id = ANY(${[...candidateIds]}::text[])`;
  return new Set(rows.map((r) => r.id));
}

import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { Assessment } from "@/lib/api-contract/responses";
import type { WriteCounts } from "./candidates";
import { parseServiceTime } from "./parse-time";
import { ensureStandIns, withoutErased } from "@/lib/privacy/stand-ins";

/** A screen as a webhook describes it: no createdAt, no type; the mirror fills those when it reads the screen. */
export interface ScreenEvent {
  identifier: string;
  candidateId: string;
  problemId: string;
  problemType: string;
  status: string;
}

export interface ScreenWrite {
  /** The reconcile run that listed these rows; omitted for a webhook or a detail read. */
  runId?: bigint;
  /** When the status was true: the event's time, or when the read that returned it started. */
  statusAt: Date;
  /** Whether this came from the API's own answer (a list or a read), not a webhook: sets confirmedAt. */
  confirmed: boolean;
}

export interface ScreenWriteResult extends WriteCounts {
  /** Candidates whose screens changed (before and after, should a screen have moved): their summaries need refreshing. */
  candidateIds: string[];
}

/** Where a status stands in a screen's life: of two told with the same time, the later one in the lifecycle stands. */
const lifecycleRank = (status: Prisma.Sql) =>
  Prisma.sql`CASE ${status} WHEN 'Completed' THEN 2 WHEN 'Expired' THEN 2 WHEN 'In Progress' THEN 1 ELSE 0 END`;

/**
 * Whether a status told at `at` replaces the row's: a later one does; one told at the same instant does unless it
 * comes earlier in the lifecycle (the service moves a screen through "In Progress" to "Completed" in one instant and
 * sends both events with that time; they may be applied in either order).
 */
const replacesStatus = (at: Prisma.Sql, status: Prisma.Sql, rowAt: Prisma.Sql, rowStatus: Prisma.Sql) =>
  Prisma.sql`(${at} > ${rowAt} OR (${at} = ${rowAt} AND ${lifecycleRank(status)} >= ${lifecycleRank(rowStatus)}))`;

/**
 * Writes screens in one statement. The status only moves forward in time: a write whose `statusAt` is older
 * than the row's (or as old, and earlier in the lifecycle) keeps the row's status, so a late or replayed webhook,
 * or a list read that started before an event was applied, cannot move a screen back. From the API's own answer (`confirmed`), rows that did not
 * change only get their confirmation (unindexed columns, an in-place update); a webhook's row is always
 * written. Screens of candidates erased here are left out or kept under a stand-in (lib/privacy/stand-ins.ts).
 * Returns how many rows were new and changed, and whose.
 */
export async function upsertScreens(
  incoming: ReadonlyArray<Assessment | ScreenEvent>,
  { runId, statusAt, confirmed }: ScreenWrite,
): Promise<ScreenWriteResult> {
  // Screens erased with their candidate stay out; a later one of an erased candidate goes under their stand-in.
  const minimized = await withoutErased(incoming);
  const screens = minimized.screens;
  if (!screens.length) return { inserted: 0, updated: 0, candidateIds: [] };
  await ensureStandIns(minimized.standIns, { at: statusAt, runId: runId ?? null });
  const created = screens.map((s) => ("createdAt" in s ? parseServiceTime(s.createdAt) : null) ?? statusAt);
  const confirmedAt = confirmed ? statusAt : null;
  const run = runId ?? null;
  const readReplaces = replacesStatus(
    Prisma.sql`${statusAt}::timestamp`,
    Prisma.sql`i.status`,
    Prisma.sql`b."statusAt"`,
    Prisma.sql`b.status`,
  );
  const writeReplaces = replacesStatus(
    Prisma.sql`EXCLUDED."statusAt"`,
    Prisma.sql`EXCLUDED.status`,
    Prisma.sql`m."statusAt"`,
    Prisma.sql`m.status`,
  );
  const rows = await db.$queryRaw<Array<{ is_new: boolean; candidate: string; was: string | null }>>`
    WITH incoming AS (
      SELECT * FROM unnest(${screens.map((s) => s.identifier)}::text[], ${screens.map((s) => s.candidateId)}::text[],
                           ${screens.map((s) => s.problemId)}::text[], ${screens.map((s) => s.problemType)}::text[],
                           ${screens.map((s) => s.status)}::text[], ${created}::timestamp[], ${screens.map((s) => JSON.stringify(s))}::jsonb[])
        AS t(id, candidate, problem, type, status, created, raw)
    ), before AS (
      SELECT m.id, m."candidateId", m.raw, m.status, m."statusAt", m."createdAt", m."goneAt" FROM mirror_screen m JOIN incoming USING (id)
    ), changed AS (
      SELECT i.*, b.id IS NULL AS is_new, b."candidateId" AS was FROM incoming i LEFT JOIN before b USING (id)
      WHERE b.id IS NULL OR NOT ${confirmed} OR b."goneAt" IS NOT NULL
         OR (CASE WHEN ${readReplaces} THEN b.raw || i.raw ELSE b.raw || (i.raw - 'status') END) IS DISTINCT FROM b.raw
         OR (i.created <> ${statusAt} AND i.created <> b."createdAt")
    ), written AS (
      INSERT INTO mirror_screen AS m (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", "confirmedAt", "seenRun", "updatedAt",
                                      score, risk, "flagCount", "criticalCount", "completedAt", "completionTimeSeconds", "resultMode", "resultLocale")
      SELECT c.id, c.candidate, c.problem, c.type, c.status, c.created, c.raw, ${statusAt}, ${confirmedAt}::timestamp, ${run}::bigint, ${new Date()},
             r.score, r.risk, r."flagCount", r."criticalCount", r."completedAt", r."completionTimeSeconds", r."externalResourceMode", r."spokenLocale"
      FROM changed c LEFT JOIN result_snapshot r ON r."interviewId" = c.id
      ON CONFLICT (id) DO UPDATE SET
        -- Results stored before the screen was known are copied in when it arrives; once set they stay.
        score = CASE WHEN m."completedAt" IS NULL THEN EXCLUDED.score ELSE m.score END,
        risk = CASE WHEN m."completedAt" IS NULL THEN EXCLUDED.risk ELSE m.risk END,
        "flagCount" = CASE WHEN m."completedAt" IS NULL THEN EXCLUDED."flagCount" ELSE m."flagCount" END,
        "criticalCount" = CASE WHEN m."completedAt" IS NULL THEN EXCLUDED."criticalCount" ELSE m."criticalCount" END,
        "completionTimeSeconds" = CASE WHEN m."completedAt" IS NULL THEN EXCLUDED."completionTimeSeconds" ELSE m."completionTimeSeconds" END,
        "resultMode" = CASE WHEN m."completedAt" IS NULL THEN EXCLUDED."resultMode" ELSE m."resultMode" END,
        "resultLocale" = CASE WHEN m."completedAt" IS NULL THEN EXCLUDED."resultLocale" ELSE m."resultLocale" END,
        "completedAt" = COALESCE(m."completedAt", EXCLUDED."completedAt"),
        "candidateId" = EXCLUDED."candidateId", "problemId" = EXCLUDED."problemId",
        "problemType" = CASE WHEN EXCLUDED."confirmedAt" IS NULL THEN m."problemType" ELSE EXCLUDED."problemType" END,
        status = CASE WHEN ${writeReplaces} THEN EXCLUDED.status ELSE m.status END,
        "statusAt" = GREATEST(EXCLUDED."statusAt", m."statusAt"),
        "createdAt" = CASE WHEN EXCLUDED."createdAt" = ${statusAt} THEN m."createdAt" ELSE EXCLUDED."createdAt" END,
        -- A webhook only knows the status; the API's own answer replaces the rest.
        raw = m.raw || CASE
          WHEN EXCLUDED."confirmedAt" IS NULL THEN CASE WHEN ${writeReplaces} THEN jsonb_build_object('status', EXCLUDED.status) ELSE '{}'::jsonb END
          WHEN ${writeReplaces} THEN EXCLUDED.raw ELSE EXCLUDED.raw - 'status' END,
        "confirmedAt" = COALESCE(EXCLUDED."confirmedAt", m."confirmedAt"), "seenRun" = COALESCE(EXCLUDED."seenRun", m."seenRun"),
        "goneAt" = NULL, "updatedAt" = EXCLUDED."updatedAt"
      RETURNING id
    ), unchanged AS (
      UPDATE mirror_screen m SET "confirmedAt" = ${confirmedAt}::timestamp, "seenRun" = COALESCE(${run}::bigint, m."seenRun"), "statusAt" = GREATEST(m."statusAt", ${statusAt})
      FROM incoming i WHERE ${confirmed} AND m.id = i.id AND NOT EXISTS (SELECT 1 FROM changed c WHERE c.id = i.id)
      RETURNING m.id
    )
    SELECT is_new, candidate, was FROM changed`;
  const candidateIds = new Set<string>();
  for (const row of rows) {
    candidateIds.add(row.candidate);
    if (row.was) candidateIds.add(row.was);
  }
  return {
    inserted: rows.filter((r) => r.is_new).length,
    updated: rows.filter((r) => !r.is_new).length,
    candidateIds: [...candidateIds],
  };
}

/** Which of these screens the mirror has. */
export async function knownScreenIds(ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM mirror_screen WHERE id = ANY(${[...ids]}::text[])`;
  return new Set(rows.map((r) => r.id));
}

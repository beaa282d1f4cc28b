import "server-only";
import { db } from "@/lib/db/client";

/** Another screen of the same person on the same problem, as a cohort row's disclosure lists it. */
interface OtherScreen {
  id: string;
  /** Its place among the person's screens, in issue order (1 for the first). */
  position: number;
  status: string;
  score: number | null;
  createdAt: string;
  completedAt: string | null;
}

/** Where a row's screen stands among its person's screens of the problem. */
export interface PersonScreens {
  /** How many screens the person has of this problem (those not gone). */
  total: number;
  /** 1 for the first issued, `total` for the latest. */
  position: number;
  /** The others, latest first, at most `OTHERS_SHOWN`. */
  others: OtherScreen[];
}

/** The most other screens of one person a row lists; a count says how many more there are. */
const OTHERS_SHOWN = 10;

/**
 * Every shown screen's siblings (same candidate, same problem), for a page of rows: one statement, each person's
 * screens found by the (candidateId, createdAt) index, counted and numbered in issue order, then cut to the shown
 * one and the latest `OTHERS_SHOWN` others, so a page costs the same whatever the cohort's size.
 */
export async function personScreens(
  problemId: string,
  shown: ReadonlyArray<{ id: string; candidateId: string }>,
): Promise<Map<string, PersonScreens>> {
  if (!shown.length) return new Map();
  const rows = await db.$queryRaw<
    Array<{
      shownId: string;
      id: string;
      status: string;
      score: number | null;
      createdAt: Date;
      completedAt: Date | null;
      total: number;
      position: number;
    }>
  >`
    SELECT p.shown AS "shownId", o.id, o.status, o.score, o."createdAt", o."completedAt", o.total, o.position
    FROM unnest(${shown.map((r) => r.id)}::text[], ${shown.map((r) => r.candidateId)}::text[]) AS p(shown, candidate)
    CROSS JOIN LATERAL (
      SELECT s.id, s.status, s.score, s."createdAt", s."completedAt", count(*) OVER ()::int AS total,
             (row_number() OVER (ORDER BY s."createdAt", s.id))::int AS position
      FROM mirror_screen s
      WHERE s."candidateId" = p.candidate AND s."problemId" = ${problemId} AND s."goneAt" IS NULL
      ORDER BY s.id = p.shown DESC, s."createdAt" DESC, s.id DESC
      LIMIT ${OTHERS_SHOWN + 1}
    ) o`;
  const found = new Map<string, PersonScreens>();
  for (const row of rows) {
    const entry = found.get(row.shownId) ?? { total: row.total, position: 0, others: [] };
    if (row.id === row.shownId) entry.position = row.position;
    else
      entry.others.push({
        id: row.id,
        position: row.position,
        status: row.status,
        score: row.score,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
      });
    found.set(row.shownId, entry);
  }
  return found;
}

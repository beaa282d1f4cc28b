import "server-only";
import type { Role } from "@/lib/auth/roles";
import { identityView, readsBlind, redactCandidate } from "@/lib/review/blind";
import pg from "pg";
import { Prisma } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { csvCell } from "@/lib/bulk/csv";
import type { CohortQuery } from "./cohort-query";
import type { CohortPick } from "./cohort-pick";
import { cohortConditions, cohortFrom, cohortOrder } from "./cohort-sql";
import type { DimensionSummary } from "./read-distribution";
import { percentBetterThan } from "./statistics";

/** Rows fetched from the cursor per round: the export never holds more than this many at once. */
const BATCH = 5000;

const line = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(",")}\r\n`;

interface ExportRow {
  id: string;
  candidateId: string;
  candidateName: string | null;
  candidateEmail: string | null;
  status: string;
  score: number | null;
  /** ISO 8601 in UTC, formatted by the database (stored times are UTC). */
  completedAt: string | null;
  risk: string | null;
  flagCount: number | null;
  criticalCount: number | null;
  completionTimeSeconds: number | null;
  mode: string | null;
  locale: string | null;
  dimensions: Record<string, number> | null;
  /** The person's screens of the problem, and which of them this is in issue order. */
  screens: number;
  position: number;
}

/** The team's decisions and tags on a problem's screens and their candidates: few beside the rows, read once. */
async function annotationsOf(client: pg.Client, problemId: string) {
  const [decisions, tags] = await Promise.all([
    client.query<{ id: string; text: string }>(
      `SELECT d."interviewId" AS id, string_agg(COALESCE(u.name, u.email, 'a former user') || ': ' || d.decision || ' (' || d.reason || ')', '; ' ORDER BY d."updatedAt") AS text
       FROM decision d JOIN mirror_screen s ON s.id = d."interviewId" LEFT JOIN "User" u ON u.id = d."reviewerId"
       WHERE s."problemId" = $1 GROUP BY d."interviewId"`,
      [problemId],
    ),
    client.query<{ key: string; label: string }>(
      `SELECT DISTINCT t."targetType" || ':' || t."targetId" AS key, t.label FROM tag t JOIN mirror_screen s
         ON (t."targetType" = 'result' AND t."targetId" = s.id) OR (t."targetType" = 'candidate' AND t."targetId" = s."candidateId")
       WHERE s."problemId" = $1`,
      [problemId],
    ),
  ]);
  const tagsOf = new Map<string, string[]>();
  for (const { key, label } of tags.rows) tagsOf.set(key, [...(tagsOf.get(key) ?? []), label]);
  return {
    decisions: new Map(decisions.rows.map((d) => [d.id, d.text])),
    tags: (row: ExportRow) =>
      [...new Set([...(tagsOf.get(`result:${row.id}`) ?? []), ...(tagsOf.get(`candidate:${row.candidateId}`) ?? [])])]
        .sort()
        .join("; "),
  };
}

/**
 * One statement for every row (one per person) with its dimensions and the person's count of screens beside it,
 * in the table's order.
 */
function exportQuery(problemId: string, query: CohortQuery) {
  const { expression, join } = cohortOrder(query.sort);
  const direction = query.dir === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  return Prisma.sql`
    SELECT s.id, s."candidateId", c.name AS "candidateName", c.email AS "candidateEmail", s.status, s.score,
           to_char(s."completedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "completedAt", s.risk, s."flagCount",
           s."criticalCount", s."completionTimeSeconds", s."resultMode" AS mode, s."resultLocale" AS locale,
           (SELECT jsonb_object_agg(d.key, d.score) FROM result_dimension d WHERE d."interviewId" = s.id) AS dimensions,
           o.screens, o.position
    FROM ${cohortFrom} ${join}
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS screens, (count(*) FILTER (WHERE (o."createdAt", o.id) <= (s."createdAt", s.id)))::int AS position
      FROM mirror_screen o WHERE o."candidateId" = s."candidateId" AND o."problemId" = s."problemId" AND o."goneAt" IS NULL
    ) o
    WHERE ${cohortConditions(problemId, query)}
    ORDER BY ${expression} ${direction} NULLS LAST, s.id ${direction}`;
}

/**
 * The filtered cohort as CSV, one row per person as the table has them (their latest or best screen, as
 * `query.pick` says, which each row repeats beside how many screens the person took), in the table's order, with
 * every column the table has (times in UTC, as exports keep them). Spreadsheet formulas are neutralised cell by cell (csvCell). Rows come from a cursor a
 * batch at a time on a connection of its own, so 50,000 rows stream without being held, in one query plan.
 */
export async function* exportCohort(
  problemId: string,
  query: CohortQuery,
  dimensions: DimensionSummary[],
  sortedScores: readonly number[],
  reader: { id: string; role: Role },
): AsyncGenerator<string> {
  // Blind review: no order by name, and each batch's candidates the reader may not know under their pseudonym.
  if (query.sort === "name" && (await readsBlind(reader))) query = { ...query, sort: "score" };
  yield line([
    "Candidate",
    "Email",
    "Candidate id",
    "Screen id",
    "Screen shown",
    "Screens taken",
    "Status",
    "Score",
    "Better than (% of graded)",
    ...dimensions.map((d) => d.name),
    "Risk",
    "Flags",
    "Critical flags",
    "Completed (UTC)",
    "Time taken (s)",
    "External resources",
    "Spoken language",
    "Decisions",
    "Tags",
  ]);
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const sql = exportQuery(problemId, query);
    await client.query("BEGIN READ ONLY");
    const notes = await annotationsOf(client, problemId);
    await client.query(`DECLARE cohort_export NO SCROLL CURSOR FOR ${sql.text}`, sql.values);
    for (;;) {
      const { rows } = await client.query<ExportRow>(`FETCH ${BATCH} FROM cohort_export`);
      if (!rows.length) break;
      const view = await identityView(
        reader,
        rows.map((row) => row.candidateId),
      );
      yield rows
        .map((row) => csvLine(redactCandidate(row.candidateId, row, view), query.pick, dimensions, sortedScores, notes))
        .join("");
    }
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

function csvLine(
  row: ExportRow,
  pick: CohortPick,
  dimensions: DimensionSummary[],
  sortedScores: readonly number[],
  notes: Awaited<ReturnType<typeof annotationsOf>>,
) {
  return line([
    row.candidateName,
    row.candidateEmail,
    row.candidateId,
    row.id,
    `${pick}, ${row.position} of ${row.screens}`,
    row.screens,
    row.status,
    row.score ?? (row.completedAt ? "ungraded" : ""),
    row.score === null ? null : percentBetterThan(sortedScores, row.score),
    ...dimensions.map((d) => row.dimensions?.[d.key]),
    row.risk,
    row.flagCount,
    row.criticalCount,
    row.completedAt,
    row.completionTimeSeconds,
    row.mode,
    row.locale,
    notes.decisions.get(row.id),
    notes.tags(row),
  ]);
}

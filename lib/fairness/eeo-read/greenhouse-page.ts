import "server-only";
import { z } from "zod";
import { readGreenhouseEeoc } from "@/lib/ats/greenhouse/eeoc";
import { AtsHttpError } from "@/lib/ats/http/ats-request";
import { db } from "@/lib/db/client";
import { Prisma, type EeoRead } from "@/lib/db/generated/client";
import { hasAnyAnswer } from "../eeo-wording";
import { EeoReadRefused, type EeoPageContext, type EeoPageReader } from "./page";
import { candidatesWithOwnAnswers, logUnknownValues, storeAtsAnswers } from "./store";

/** Where the next page starts: the last application row taken, in (updatedAt, id) descending order. */
const cursorSchema = z.object({ at: z.iso.datetime(), id: z.string() });
type Cursor = z.infer<typeof cursorSchema>;

interface ApplicationRow {
  applicationId: string;
  candidateId: string;
  updatedAt: Date;
  id: string;
}

/**
 * The window's screened Greenhouse applications, newest first by when their row changed, one row per application
 * (its newest), from the cursor on. Rows that change while the run goes on move past `until` and wait for the next
 * run, so no application is taken twice.
 */
function applicationsWhere(run: Pick<EeoRead, "since" | "until">) {
  return Prisma.sql`a.ats = 'greenhouse' AND a."candidateId" IS NOT NULL
    AND a."updatedAt" >= ${run.since.toISOString()}::timestamp AND a."updatedAt" <= ${run.until.toISOString()}::timestamp
    AND NOT EXISTS (
      SELECT 1 FROM ats_application_screen b
      WHERE b.ats = a.ats AND b."applicationId" = a."applicationId" AND b."candidateId" IS NOT NULL
        AND b."updatedAt" <= ${run.until.toISOString()}::timestamp AND (b."updatedAt", b.id) > (a."updatedAt", a.id))`;
}

function nextApplications(run: EeoRead, cursor: Cursor | null, take: number) {
  const after = cursor
    ? Prisma.sql`AND (a."updatedAt", a.id) < (${cursor.at}::timestamp, ${cursor.id}::text)`
    : Prisma.empty;
  return db.$queryRaw<ApplicationRow[]>`
    SELECT a."applicationId", a."candidateId", a."updatedAt", a.id FROM ats_application_screen a
    WHERE ${applicationsWhere(run)} ${after}
    ORDER BY a."updatedAt" DESC, a.id DESC
    LIMIT ${take}`;
}

/** How many applications the run will take (at most its limit), counted once when it starts. */
export async function countGreenhouseApplications(run: Pick<EeoRead, "since" | "until" | "limit">) {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM ats_application_screen a WHERE ${applicationsWhere(run)} LIMIT ${run.limit}) taken`;
  return row?.n ?? 0;
}

/** One application's answers: stored, none, or gone from Greenhouse (404). A 403 ends the run: no permission. */
async function readOne(context: EeoPageContext, row: ApplicationRow) {
  const mapped = await readGreenhouseEeoc(context.connection, row.applicationId).catch((error: unknown) => {
    if (error instanceof AtsHttpError && error.status === 403)
      throw new EeoReadRefused("Greenhouse refused the EEOC data: give the Harvest key the EEOC permission.");
    if (error instanceof AtsHttpError && error.status === 404) return null;
    throw error;
  });
  if (!mapped) return "missing" as const;
  logUnknownValues(context.run.id, "greenhouse", mapped.unknown);
  if (!hasAnyAnswer(mapped.answers)) return { outcome: "empty" as const, unknown: mapped.unknown.length };
  await storeAtsAnswers(row.candidateId, mapped.answers, "greenhouse", context.run.startedById);
  return { outcome: "answered" as const, unknown: mapped.unknown.length };
}

/** One page: up to `pageSize` applications, one Harvest call each (GET /v1/applications/{id}/eeoc). */
export const readGreenhousePage: EeoPageReader = async (context) => {
  const { run, pageSize } = context;
  const cursor = run.cursor ? cursorSchema.parse(run.cursor) : null;
  const take = Math.min(pageSize, run.limit - run.considered);
  const rows = take > 0 ? await nextApplications(run, cursor, take) : [];
  const kept = await candidatesWithOwnAnswers(rows.map((r) => r.candidateId));
  const counts = { considered: 0, applications: 0, answered: 0, empty: 0, kept: 0, missing: 0, unknownValues: 0 };
  let last: Cursor | null = cursor;
  for (const row of rows) {
    if (counts.considered > 0 && context.shouldStop()) break;
    if (kept.has(row.candidateId)) counts.kept += 1;
    else {
      const read = await readOne(context, row);
      if (read === "missing") counts.missing += 1;
      else {
        counts.applications += 1;
        counts[read.outcome] += 1;
        counts.unknownValues += read.unknown;
      }
    }
    counts.considered += 1;
    last = { at: row.updatedAt.toISOString(), id: row.id };
  }
  const finished = rows.length < take || run.considered + counts.considered >= run.limit || take <= 0;
  return { cursor: last, finished: finished && counts.considered === rows.length, counts };
};

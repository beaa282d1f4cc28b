import "server-only";
import { db } from "@/lib/db/client";
import { HISTORY_DAYS, type CompletedResult } from "./plan";

/** The most results the history reviews: the demo organization has a few hundred; a bound all the same. */
const MAX_RESULTS = 2000;

/**
 * The completed results of the history's window that nobody has worked on yet (a verdict, a decision or a note: those
 * stay the team's own), with stored results (their flags are what verdicts are given on), from the read model.
 */
export async function listHistoryResults(asOf: Date): Promise<string[]> {
  const from = new Date(asOf.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT m.id FROM mirror_screen m
    WHERE m.status = 'Completed' AND m."goneAt" IS NULL AND m."completedAt" > ${from} AND m."completedAt" <= ${asOf}
      AND EXISTS (SELECT 1 FROM result_snapshot s WHERE s."interviewId" = m.id)
      AND NOT EXISTS (SELECT 1 FROM flag_review f WHERE f."interviewId" = m.id)
      AND NOT EXISTS (SELECT 1 FROM decision d WHERE d."interviewId" = m.id)
      AND NOT EXISTS (SELECT 1 FROM note n WHERE n."targetType" = 'result' AND n."targetId" = m.id)
    ORDER BY m."completedAt", m.id LIMIT ${MAX_RESULTS}`;
  return rows.map((r) => r.id);
}

/** These results with their problem, completion, score and flags, oldest first. */
export function readCompletedResults(ids: readonly string[]): Promise<CompletedResult[]> {
  return db.$queryRaw<CompletedResult[]>`
    SELECT m.id AS "interviewId", m."problemId", m."completedAt", m.score,
      COALESCE((SELECT json_agg(json_build_object('flagId', f."flagId", 'level', f.level) ORDER BY f."flagId")
                FROM result_flag f WHERE f."interviewId" = m.id), '[]'::json) AS flags
    FROM mirror_screen m WHERE m.id = ANY(${[...ids]}::text[])
    ORDER BY m."completedAt", m.id`;
}

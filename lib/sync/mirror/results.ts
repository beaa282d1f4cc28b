import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Results } from "@/lib/api-contract/responses";
import { planScreenCompleted, writeScreenCompleted } from "@/lib/notifications/screen-completed";
import { enqueueAtsCompletion } from "@/lib/ats/outbox/enqueue-ats-updates";
import { resultColumns } from "./result-columns";
import { erasedCandidateIds, erasedScreenIds } from "@/lib/privacy/erased-subjects";

/**
 * Keeps a completed screen's results whole (unknown fields included), its dimension scores apart (cohorts sort
 * by them), and copies what lists sort and filter on onto the mirrored screen. Results do not change after completion, so any read, from a webhook, the
 * reconciler or the results page, may store them. The first store of a recent completion also tells the people who
 * follow it (lib/notifications), and any store reports it to the ATS the screen came from (lib/ats, once per
 * application by its outbox key), in the same transaction. Nothing is kept for a candidate erased here.
 */
export async function saveResults(results: Results): Promise<void> {
  // Results of someone erased here are not kept (a later screen of theirs shows under a stand-in, without them).
  if ((await erasedCandidateIds([results.candidate_id])).size || (await erasedScreenIds([results.interview_id])).size)
    return;
  const columns = resultColumns(results);
  const data = {
    ...columns,
    results: JSON.parse(JSON.stringify(results)) as Prisma.InputJsonValue,
    fetchedAt: new Date(),
  };
  // Keyed by dimension: a key the service repeats is kept once, with its first score.
  const dimensions = new Map<string, { key: string; name: string; score: number; position: number }>();
  (results.analysis ?? []).forEach(
    (d, position) =>
      dimensions.has(d.key) || dimensions.set(d.key, { key: d.key, name: d.name, score: d.score, position }),
  );
  const interviewId = results.interview_id;
  const firstStore = !(await db.resultSnapshot.findUnique({ where: { interviewId }, select: { interviewId: true } }));
  const plans = firstStore ? await planScreenCompleted({ interviewId, ...columns }) : [];
  const flags = results.integrity_report.flags.map((f) => ({ id: f.id, title: f.title, level: f.level ?? "" }));
  await db.$transaction(
    async (tx) => {
      // One store of a screen's results at a time: a webhook and the reconciler may store the same completion at
      // once, and the second one's dimension rows, inserted before the first committed, met its key (the reconcile
      // run stopped on result_dimension_pkey under load).
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`results:${interviewId}`}, 0))::text`;
      await recordFlags(tx, results.interview_id, results.problem_id, columns.completedAt, flags);
      await tx.resultDimension.deleteMany({ where: { interviewId: results.interview_id } });
      await tx.resultDimension.createMany({
        data: [...dimensions.values()]
          .filter((d) => Number.isFinite(d.score))
          .map((d) => ({
            interviewId: results.interview_id,
            problemId: results.problem_id,
            key: d.key,
            name: d.name,
            score: d.score,
            position: d.position,
          })),
      });
      await tx.resultSnapshot.upsert({
        where: { interviewId: results.interview_id },
        create: { interviewId: results.interview_id, ...data },
        update: data,
      });
      await tx.$executeRaw`
      UPDATE mirror_screen SET score = ${columns.score}, risk = ${columns.risk}, "flagCount" = ${columns.flagCount}, "criticalCount" = ${columns.criticalCount},
        "completedAt" = ${columns.completedAt}, "completionTimeSeconds" = ${columns.completionTimeSeconds}, "resultMode" = ${columns.externalResourceMode},
        "resultLocale" = ${columns.spokenLocale}
      WHERE id = ${results.interview_id}
        AND (score, risk, "flagCount", "criticalCount", "completedAt", "completionTimeSeconds", "resultMode", "resultLocale") IS DISTINCT FROM
            (${columns.score}::float8, ${columns.risk}, ${columns.flagCount}::int, ${columns.criticalCount}::int, ${columns.completedAt}::timestamp,
             ${columns.completionTimeSeconds}::int, ${columns.externalResourceMode}, ${columns.spokenLocale})`;
      await writeScreenCompleted(tx, plans);
      await enqueueAtsCompletion(tx, interviewId);
      // A busy database (a first sync, a bulk job completing) may keep a connection waiting: wait rather than fail.
    },
    { maxWait: 15_000, timeout: 30_000 },
  );
}

/**
 * The result's flags (the integrity checks that fired), once: a flag seen for the first time is counted in the
 * precision tally of its completion day, check, problem and level. Storing the same results again counts nothing.
 */
function recordFlags(
  tx: Prisma.TransactionClient,
  interviewId: string,
  problemId: string,
  completedAt: Date,
  flags: { id: string; title: string; level: string }[],
) {
  return tx.$executeRaw`
    WITH fresh AS (
      INSERT INTO result_flag ("interviewId", "flagId", "problemId", level, title, day)
      SELECT DISTINCT ON (f.id) ${interviewId}, f.id, ${problemId}, f.level, f.title, (${completedAt}::timestamptz AT TIME ZONE 'UTC')::date
      FROM jsonb_to_recordset(${JSON.stringify(flags)}::jsonb) AS f(id text, title text, level text)
      ON CONFLICT DO NOTHING
      RETURNING "flagId", "problemId", level, day)
    INSERT INTO flag_tally (day, kind, "problemId", level, flagged)
    SELECT day, "flagId", "problemId", level, COUNT(*)::int FROM fresh GROUP BY 1, 2, 3, 4
    ON CONFLICT (day, kind, "problemId", level) DO UPDATE SET flagged = flag_tally.flagged + EXCLUDED.flagged`;
}

/** Which of these screens already have their results stored. */
export async function screensWithResults(ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.resultSnapshot.findMany({
    where: { interviewId: { in: [...ids] } },
    select: { interviewId: true },
  });
  return new Set(rows.map((r) => r.interviewId));
}

import "server-only";
import { db } from "@/lib/db/client";
import { dueAt, retentionCutoff } from "./retention";
import { nextRetentionRun, terminalStatuses } from "./retention-schedule";

/** Counted up to this many: past it the preview says "more than". */
const COUNT_CAP = 10_000;
/** Named in the preview, the longest-finished first. */
const SAMPLE = 20;

export interface RetentionPreview {
  /** When the next nightly run starts: the preview is of that run. */
  runAt: Date;
  /** Candidates it would take (at most COUNT_CAP; `capped` when there are more). */
  count: number;
  capped: boolean;
  /** Twenty of them (those whose newest screen is oldest), by when their last screen ended. */
  sample: { id: string; name: string; lastEndedAt: Date | null }[];
}

/**
 * Who the next nightly run would delete or anonymize with `days`, before an admin turns retention on or shortens it:
 * the same rule as the run (retention.ts), counted up to 10,000 and twenty named. Reads the screens
 * summary by its (latestStatus, candidateId) index; nothing is changed.
 */
export async function previewRetention(days: number, now = new Date()): Promise<RetentionPreview> {
  const runAt = nextRetentionRun(now);
  const due = dueAt(retentionCutoff(days, runAt));
  const [counted, sample] = await Promise.all([
    db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM mirror_candidate_screens cs
        WHERE cs."latestStatus" = ANY(${terminalStatuses}::text[]) AND ${due} LIMIT ${COUNT_CAP + 1}) t`,
    db.$queryRaw<RetentionPreview["sample"]>`
      SELECT c.id, c.name,
        (SELECT max(COALESCE(s."completedAt", s."statusAt")) FROM mirror_screen s
          WHERE s."candidateId" = c.id AND s."goneAt" IS NULL) AS "lastEndedAt"
      FROM mirror_candidate_screens cs JOIN mirror_candidate c ON c.id = cs."candidateId"
      WHERE cs."latestStatus" = ANY(${terminalStatuses}::text[]) AND ${due}
      ORDER BY cs."latestScreenAt", cs."candidateId" LIMIT ${SAMPLE}`,
  ]);
  const n = counted[0]?.n ?? 0;
  const ended = (c: RetentionPreview["sample"][number]) => c.lastEndedAt?.getTime() ?? 0;
  return {
    runAt,
    count: Math.min(n, COUNT_CAP),
    capped: n > COUNT_CAP,
    sample: sample.toSorted((a, b) => ended(a) - ended(b) || a.id.localeCompare(b.id)),
  };
}

import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { DomainError } from "@/lib/errors/domain-error";
import { eraseCandidates } from "./erase-candidates";
import type { ErasureCounts } from "./erase-subjects";
import type { RetentionSettings } from "./retention-schema";
import { terminalStatuses } from "./retention-schedule";

/** Candidates looked at per query (one index range of the screens summary). */
const WINDOW = 1_000;
/** Candidates erased per transaction: short transactions, one tombstone each. */
const BATCH = 200;

export interface RetentionReport {
  candidates: number;
  counts: ErasureCounts;
  /** Batches refused because a hold was placed while the run went on (tried again next night). */
  skippedBatches: number;
}

/**
 * Whether the screens summary row `cs` is a candidate due at `cutoff`: every screen of theirs completed or expired
 * before it (a completed one at its completion, an expired one when it expired), no legal hold, not a stand-in.
 * The nightly run and the settings page's preview (retention-preview.ts) both ask it.
 */
export const dueAt = (cutoff: Date) => Prisma.sql`
  cs."latestScreenAt" < ${cutoff} AND cs."candidateId" NOT LIKE 'erased-%'
  AND NOT EXISTS (SELECT 1 FROM legal_hold h WHERE h."candidateId" = cs."candidateId")
  AND NOT EXISTS (
    SELECT 1 FROM mirror_screen s WHERE s."candidateId" = cs."candidateId" AND s."goneAt" IS NULL
      AND (s.status <> ALL(${terminalStatuses}::text[]) OR COALESCE(s."completedAt", s."statusAt") >= ${cutoff}))`;

/** Of these candidates (ids of one window), the ones due at the cutoff. */
async function dueCandidates(ids: readonly string[], cutoff: Date): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT cs."candidateId" AS id FROM mirror_candidate_screens cs
    WHERE cs."candidateId" = ANY(${[...ids]}::text[]) AND ${dueAt(cutoff)}`;
  return rows.map((r) => r.id);
}

/** The moment before which a candidate's screens must all have ended for a run at `now` to take them. */
export const retentionCutoff = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

/**
 * Applies retention once: walks the candidates whose newest screen completed or expired (keyset over the screens
 * summary's (latestStatus, candidateId) index, a window at a time, so a million screens are never read at once) and
 * erases or anonymizes the due ones in batches, each its own transaction with its own tombstone. `now` is the clock
 * (tests pass their own).
 */
export async function applyRetention(
  settings: RetentionSettings,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<RetentionReport> {
  const report: RetentionReport = { candidates: 0, counts: {}, skippedBatches: 0 };
  if (!settings.enabled) return report;
  const cutoff = retentionCutoff(settings.days, now);
  const actor = { id: null, email: "retention" };
  const reason = `Retention: every screen completed or expired more than ${settings.days} days ago`;
  for (const status of terminalStatuses) {
    let cursor = "";
    for (;;) {
      signal?.throwIfAborted();
      const window = await db.$queryRaw<{ id: string }[]>`
        SELECT "candidateId" AS id FROM mirror_candidate_screens
        WHERE "latestStatus" = ${status} AND "candidateId" > ${cursor} ORDER BY "candidateId" LIMIT ${WINDOW}`;
      if (!window.length) break;
      cursor = window[window.length - 1]!.id;
      const due = await dueCandidates(
        window.map((w) => w.id),
        cutoff,
      );
      for (let i = 0; i < due.length; i += BATCH) {
        const batch = due.slice(i, i + BATCH);
        try {
          const erased = await eraseCandidates(batch, { actor, reason, mode: settings.mode, cause: "retention" });
          report.candidates += erased.candidates;
          for (const [kind, n] of Object.entries(erased.counts)) report.counts[kind] = (report.counts[kind] ?? 0) + n;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          report.skippedBatches += 1;
        }
      }
      if (window.length < WINDOW) break;
    }
  }
  return report;
}

import "server-only";
import { notifySyncFailed } from "@/lib/notifications/health-events";
import { countSyncProgress } from "@/lib/metrics/observe-sync";
import { db } from "@/lib/db/client";
import type { SyncRun } from "@/lib/db/generated/client";
import { instanceId } from "@/lib/jobs";
import { describeApiError } from "@/lib/screening-api";

export type { SyncRun };

/** The phases of a run, in order; a resumed run starts again at the phase it was in. */
export const phases = ["listing", "orphans", "results", "problems", "sweep", "done"] as const;
export type Phase = (typeof phases)[number];

/** What started a run. */
export type Trigger = "start" | "schedule" | "manual" | "resume";

/** Items per page of GET /assessments: the spec's maximum, so 100,000 screens take 100 calls. */
export const screensPageSize = 1000;

/** A run that stopped (crash, failure) resumes from its cursor if it started this recently; else a new one starts. */
const resumableForMs = 24 * 3600_000;

/**
 * The run to work on: the latest one, if it is unfinished and recent (a crash or a failure left it; it resumes
 * where its cursor stands), else a new one. The first run against an organization is the backfill.
 */
export async function openRun(trigger: Trigger, requestedById: string | null): Promise<SyncRun> {
  const latest = await db.syncRun.findFirst({ orderBy: { id: "desc" } });
  if (latest && latest.status !== "completed" && latest.startedAt.getTime() > Date.now() - resumableForMs) {
    return db.syncRun.update({
      where: { id: latest.id },
      data: { status: "running", holder: instanceId, heartbeatAt: new Date(), lastError: null },
    });
  }
  if (latest && latest.status !== "completed") {
    await db.syncRun.update({ where: { id: latest.id }, data: { status: "abandoned", finishedAt: new Date() } });
  }
  const completedBefore = await db.syncRun.count({ where: { status: "completed" } });
  return db.syncRun.create({
    data: {
      kind: completedBefore ? "reconcile" : "backfill",
      trigger,
      phase: "listing",
      pageSize: screensPageSize,
      holder: instanceId,
      requestedById,
      startedAt: new Date(),
      heartbeatAt: new Date(),
      notes: [],
    },
  });
}

/** Counters a phase adds to as it goes. */
export interface Progress {
  screensSeen?: number;
  candidatesSeen?: number;
  rowsChanged?: number;
  resultsFetched?: number;
  problemsRead?: number;
  apiCalls?: number;
}

const increments = (progress: Progress) => {
  countSyncProgress(progress);
  return Object.fromEntries(
    Object.entries(progress)
      .filter(([, value]) => value)
      .map(([key, value]) => [key, { increment: value }]),
  );
};

/** Records progress, and the cursor with it, in one write: a crash after it resumes from there. */
export function advanceRun(
  id: bigint,
  progress: Progress,
  set: Partial<Pick<SyncRun, "phase" | "nextPage" | "totalItems" | "resultsPending" | "candidatesListedAt">> = {},
) {
  return db.syncRun.update({ where: { id }, data: { ...increments(progress), ...set, heartbeatAt: new Date() } });
}

export function addRunNotes(id: bigint, notes: string[]) {
  return db.syncRun.update({ where: { id }, data: { notes: { push: notes } } });
}

/** Notes of the screens listing start with this; a run with one does not treat its listing as complete. */
export const listingNotePrefix = "Listing screens:";

export function finishRun(id: bigint, progress: Progress) {
  return db.syncRun.update({
    where: { id },
    data: {
      ...increments(progress),
      status: "completed",
      phase: "done",
      finishedAt: new Date(),
      heartbeatAt: new Date(),
    },
  });
}

/**
 * Ends a run as failed with what went wrong in words (the screening API's errors as its client describes them),
 * and tells the admins who asked to hear of it (at most once an hour).
 */
export async function failRun(id: bigint, progress: Progress, error: unknown) {
  const { title, detail } = describeApiError(error);
  const explained = `${title}: ${detail}`;
  const run = await db.syncRun.update({
    where: { id },
    data: { ...increments(progress), status: "failed", lastError: explained.slice(0, 2000), finishedAt: new Date() },
  });
  await notifySyncFailed(explained);
  return run;
}

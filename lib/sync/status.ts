import "server-only";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";

/** For /api/health: nothing private, no counts. */
export async function syncHealth() {
  const [latest, lastCompleted] = await Promise.all([
    db.syncRun.findFirst({ orderBy: { id: "desc" }, select: { status: true } }),
    db.syncRun.findFirst({ where: { status: "completed" }, orderBy: { id: "desc" }, select: { finishedAt: true } }),
  ]);
  return { running: latest?.status === "running", lastCompletedAt: lastCompleted?.finishedAt?.toISOString() ?? null };
}

/**
 * How fresh the lists are: when the last full reconcile finished, and when the newest webhook was applied
 * (webhooks keep the mirror current in between).
 */
export async function listFreshness() {
  const readAt = Date.now();
  const [lastCompleted, running, newestEvent] = await Promise.all([
    db.syncRun.findFirst({ where: { status: "completed" }, orderBy: { id: "desc" }, select: { finishedAt: true } }),
    db.syncRun.findFirst({
      where: { status: "running" },
      orderBy: { id: "desc" },
      select: { kind: true, screensSeen: true, totalItems: true, phase: true },
    }),
    db.webhookEvent.findFirst({
      where: { status: "processed" },
      orderBy: { processedAt: "desc" },
      select: { processedAt: true },
    }),
  ]);
  return {
    /** When the page read its list: its live stream replays what changed after (LiveRefresh's renderedAt). */
    readAt,
    reconciledAt: lastCompleted?.finishedAt?.toISOString() ?? null,
    eventAt: newestEvent?.processedAt?.toISOString() ?? null,
    backfill:
      running?.kind === "backfill"
        ? { phase: running.phase, seen: running.screensSeen, total: running.totalItems }
        : null,
  };
}
export type ListFreshness = Awaited<ReturnType<typeof listFreshness>>;

/** Everything Settings → Sync shows. */
export async function syncOverview() {
  const [runs, request, newestEvent] = await Promise.all([
    db.syncRun.findMany({ orderBy: { id: "desc" }, take: 10 }),
    db.syncRequest.findUnique({ where: { name: "reconciler" } }),
    db.webhookEvent.findFirst({
      orderBy: { receivedAt: "desc" },
      select: { receivedAt: true, sentAt: true, processedAt: true, type: true },
    }),
  ]);
  const lastCompleted =
    runs.find((r) => r.status === "completed") ??
    (await db.syncRun.findFirst({ where: { status: "completed" }, orderBy: { id: "desc" } }));
  return { runs, lastCompleted, request, newestEvent, intervalSeconds: env.SYNC_INTERVAL_SECONDS };
}

import "server-only";
import { db } from "@/lib/db/client";
import { registerGaugeCollector } from "./collectors";
import { getMetrics } from "./definitions";

const backlogStatuses = ["received", "processing", "failed"] as const;

/** Sync lag and webhook backlog, read from the database every instance shares (so every instance reports the same). */
export function registerReadModelCollectors(): void {
  registerGaugeCollector("sync", async () => {
    const latest = await db.syncRun.findFirst({
      where: { status: "completed" },
      orderBy: { finishedAt: "desc" },
      select: { finishedAt: true },
    });
    const { sync } = getMetrics();
    const finishedAt = latest?.finishedAt?.getTime();
    sync.lastCompleted.set(finishedAt ? finishedAt / 1000 : 0);
    if (finishedAt) sync.lag.set(Math.max(0, (Date.now() - finishedAt) / 1000));
    else sync.lag.reset();
  });
  registerGaugeCollector("webhooks", async () => {
    const rows = await db.webhookEvent.groupBy({
      by: ["status"],
      where: { status: { in: [...backlogStatuses] } },
      _count: { _all: true },
    });
    const { webhooks } = getMetrics();
    for (const status of backlogStatuses)
      webhooks.backlog.set({ status }, rows.find((row) => row.status === status)?._count._all ?? 0);
  });
}

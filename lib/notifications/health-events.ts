import "server-only";
import { db } from "@/lib/db/client";
import { recordNotification } from "./record";

const HOUR_MS = 60 * 60 * 1000;
/** Health alerts are told at most once an hour each: a sync failing every five minutes is one alert, not twelve. */
const hourKey = (now: Date) => Math.floor(now.getTime() / HOUR_MS);

/** A bulk or import job finished: its creator hears how it went (one event per job). */
export async function notifyJobFinished(jobId: string) {
  const job = await db.bulkJob.findUnique({
    where: { id: jobId },
    select: { createdById: true, kind: true, totalRows: true },
  });
  if (!job) return;
  const states = await db.bulkJobRow.groupBy({ by: ["state"], where: { jobId }, _count: { _all: true } });
  const count = (names: string[]) =>
    states.filter((s) => names.includes(s.state)).reduce((sum, s) => sum + s._count._all, 0);
  await recordNotification({
    kind: "job-finished",
    eventKey: `job-finished:${jobId}`,
    subjectType: "job",
    subjectId: jobId,
    facts: {
      jobKind: job.kind,
      total: job.totalRows,
      failed: count(["failed"]),
      done: count(["issued", "already_issued", "created", "existing"]),
    },
    among: [job.createdById],
  });
}

/** A reconcile failed. The error is the service's or the database's wording, cut short; it names no candidate. */
export async function notifySyncFailed(error: string, now = new Date()) {
  await recordNotification({
    kind: "sync-failing",
    eventKey: `sync-failing:${hourKey(now)}`,
    subjectType: "sync",
    subjectId: "reconcile",
    facts: { error: error.slice(0, 200) },
  });
}

/** An ATS delivery was given up after its retries. */
export async function notifyAtsDeliveryFailed(ats: string, now = new Date()) {
  await recordNotification({
    kind: "ats-failing",
    eventKey: `ats-failing:${ats}:${hourKey(now)}`,
    subjectType: "ats",
    subjectId: ats,
    facts: { ats },
  });
}

/** An outbox message given up after its retries: an ATS delivery tells the admins who asked (lib/outbox/deliver.ts). */
export async function notifyOutboxGivenUp(message: { targetKind: string; payload: unknown }) {
  if (message.targetKind !== "ats") return;
  const ats = (message.payload as { ats?: unknown } | null)?.ats;
  await notifyAtsDeliveryFailed(typeof ats === "string" ? ats : "an ATS");
}

/** Webhook events waiting more than five minutes: checked on a schedule; told once an hour while it lasts. */
export async function checkWebhookBacklog(now = new Date()) {
  const waiting = await db.webhookEvent.count({
    where: { status: "received", receivedAt: { lt: new Date(now.getTime() - 5 * 60 * 1000) } },
  });
  if (!waiting) return 0;
  await recordNotification({
    kind: "webhook-backlog",
    eventKey: `webhook-backlog:${hourKey(now)}`,
    subjectType: "webhooks",
    subjectId: "screening",
    facts: { waiting },
  });
  return waiting;
}

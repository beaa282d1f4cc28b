import "server-only";
import { pruneZeroRollupsJob } from "@/lib/analytics/prune-rollups-job";
import { pruneUserSessionsJob } from "@/lib/auth/prune-sessions-job";
import { pollAtsJob, processAtsDeliveryJob } from "@/lib/ats/ats-jobs";
import { deliverAuditStreamJob, sweepAuditStreamJob } from "@/lib/audit-stream/stream-jobs";
import { adoptBulkRowsJob } from "@/lib/bulk/adopt-rows-job";
import { bulkRowJob } from "@/lib/bulk/row-job";
import { demoHistoryJob } from "@/lib/demo-history/demo-history-job";
import { eeoReadJob } from "@/lib/fairness/eeo-read/eeo-read-job";
import { digestScanJob, webhookBacklogJob } from "@/lib/notifications/jobs";
import { deliverOutboxJob, sweepOutboxJob } from "@/lib/outbox/outbox-jobs";
import { reconcileJob } from "@/lib/sync/reconcile-job";
import { listCandidatesJob } from "@/lib/sync/reconcile/candidates-job";
import { retryWebhookEventsJob } from "@/lib/webhooks/retry-job";
import { retentionJob } from "@/lib/privacy/retention-job";
import { retentionCron } from "@/lib/privacy/retention-schedule";
import type { JobKind } from "./define-job";
import type { ScheduledJob } from "./workers";

/** Every kind of job this app runs: each instance works all of them. */
export const jobKinds: JobKind[] = [
  bulkRowJob,
  adoptBulkRowsJob,
  reconcileJob,
  listCandidatesJob,
  pruneUserSessionsJob,
  pruneZeroRollupsJob,
  processAtsDeliveryJob,
  pollAtsJob,
  deliverOutboxJob,
  sweepOutboxJob,
  digestScanJob,
  webhookBacklogJob,
  retryWebhookEventsJob,
  retentionJob,
  eeoReadJob,
  deliverAuditStreamJob,
  sweepAuditStreamJob,
  demoHistoryJob,
] as JobKind[];

/** Kinds sent on a schedule (cron, UTC). */
export const scheduledJobs: ScheduledJob[] = [
  { kind: pruneUserSessionsJob, cron: "17 * * * *" },
  { kind: pruneZeroRollupsJob, cron: "53 3 * * *" },
  { kind: adoptBulkRowsJob, cron: "*/10 * * * *" },
  // Each minute a reconcile job looks whether a run is due (SYNC_INTERVAL_SECONDS, or a failed one to resume).
  { kind: reconcileJob, cron: "* * * * *" },
  // Due and lost outbox messages (a lapsed lease after a crash) get a delivery job.
  { kind: sweepOutboxJob as JobKind, cron: "* * * * *" },
  // ATS polling, for connections whose web hooks cannot reach this instance (within each ATS's rate limit).
  { kind: pollAtsJob as JobKind, cron: "*/5 * * * *" },
  // Digests go out in each reader's own hour; webhook backlogs are told to admins who asked.
  { kind: digestScanJob, cron: "2 * * * *" },
  { kind: webhookBacklogJob, cron: "*/5 * * * *" },
  // Webhook events that failed (a deadlock between concurrent events) or stalled (a killed instance) run again.
  { kind: retryWebhookEventsJob, cron: "* * * * *" },
  // Retention (Settings → Data, off by default) applies nightly, at a quiet hour (UTC).
  { kind: retentionJob, cron: retentionCron },
  // Every audit destination has a delivery run waiting or running (one lost with a killed instance is replaced).
  { kind: sweepAuditStreamJob as JobKind, cron: "* * * * *" },
];

/**
 * Sent once when an instance starts (the policy keeps it to one at a time across instances). The demo history does
 * nothing outside sandbox mode, and nothing once it is seeded.
 */
export const startupJobs: JobKind[] = [adoptBulkRowsJob, reconcileJob, sweepAuditStreamJob as JobKind, demoHistoryJob];

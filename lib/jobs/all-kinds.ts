import "server-only";
import { pruneUserSessionsJob } from "@/lib/auth/prune-sessions-job";
import { adoptBulkRowsJob } from "@/lib/bulk/adopt-rows-job";
import { bulkRowJob } from "@/lib/bulk/row-job";
import { reconcileJob } from "@/lib/sync/reconcile-job";
import type { JobKind } from "./define-job";
import type { ScheduledJob } from "./workers";

/** Every kind of job this app runs: each instance works all of them. */
export const jobKinds: JobKind[] = [bulkRowJob, adoptBulkRowsJob, reconcileJob, pruneUserSessionsJob];

/** Kinds sent on a schedule (cron, UTC). */
export const scheduledJobs: ScheduledJob[] = [
  { kind: pruneUserSessionsJob, cron: "17 * * * *" },
  { kind: adoptBulkRowsJob, cron: "*/10 * * * *" },
  // Each minute a reconcile job looks whether a run is due (SYNC_INTERVAL_SECONDS, or a failed one to resume).
  { kind: reconcileJob, cron: "* * * * *" },
];

/** Sent once when an instance starts (the policy keeps it to one at a time across instances). */
export const startupJobs: JobKind[] = [adoptBulkRowsJob, reconcileJob];

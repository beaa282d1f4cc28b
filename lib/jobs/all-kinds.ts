import "server-only";
import { pruneUserSessionsJob } from "@/lib/auth/prune-sessions-job";
import type { JobKind } from "./define-job";
import type { ScheduledJob } from "./workers";

/** Every kind of job this app runs: each instance works all of them. */
export const jobKinds: JobKind[] = [pruneUserSessionsJob];

/** Kinds sent on a schedule (cron, UTC). */
export const scheduledJobs: ScheduledJob[] = [{ kind: pruneUserSessionsJob, cron: "17 * * * *" }];

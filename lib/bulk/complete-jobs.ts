import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { publishChange } from "@/lib/live/publish";
import { notifyJobFinished } from "@/lib/notifications/health-events";

/**
 * Marks running jobs whose rows are all final as completed: one job after each of its rows, and every job on
 * idle ticks, for a job resumed with nothing left to send or one whose last row's instance died before this.
 */
export async function completeFinishedJobs(jobId?: string) {
  const completed = await db.$queryRaw<{ id: string }[]>`
    UPDATE bulk_job j SET status = 'completed', "finishedAt" = now(), "updatedAt" = now()
    WHERE j.status = 'running' ${jobId ? Prisma.sql`AND j.id = ${jobId}` : Prisma.empty}
      AND NOT EXISTS (SELECT 1 FROM bulk_job_row r WHERE r."jobId" = j.id AND r.state IN ('pending', 'working', 'waiting_problem'))
    RETURNING j.id`;
  for (const { id } of completed) {
    await publishChange({ topic: "bulk-job", id });
    await notifyJobFinished(id);
  }
  return completed.map((c) => c.id);
}

import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { planNotification, writeNotification, type NotificationPlan } from "./record";

/** Completions older than this when first stored (a first sync of an existing organization) tell nobody. */
const RECENT_MS = 24 * 60 * 60 * 1000;

export interface CompletedScreen {
  interviewId: string;
  candidateId: string;
  problemId: string;
  risk: string;
  flagCount: number;
  criticalCount: number;
  completedAt: Date;
}

export const isHighRisk = (s: Pick<CompletedScreen, "risk" | "criticalCount">) =>
  s.risk === "high" || s.criticalCount > 0;

/**
 * The people following this candidate: who issued them a screen (the issue action's audit entry, by the candidate's
 * id, or by their email once the mirror has copied them; or a bulk job's row) or wrote a note, a decision or a flag
 * verdict on them or one of their results. Indexed reads only.
 */
async function followers(candidateId: string, interviewId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ userId: string }[]>`
    WITH candidate AS (SELECT email FROM mirror_candidate WHERE id = ${candidateId}),
         screens AS (SELECT id FROM mirror_screen WHERE "candidateId" = ${candidateId})
    SELECT "actorId" AS "userId" FROM audit_event
      WHERE action = 'screen.issue' AND "targetType" = 'candidate' AND "actorId" IS NOT NULL
        AND "targetId" IN (SELECT ${candidateId}::text UNION SELECT email FROM candidate)
    UNION SELECT j."createdById" FROM bulk_job_row r JOIN bulk_job j ON j.id = r."jobId" WHERE r."interviewId" = ${interviewId}
    UNION SELECT "authorId" FROM note WHERE "targetType" = 'candidate' AND "targetId" = ${candidateId}
    UNION SELECT "authorId" FROM note WHERE "targetType" = 'result' AND "targetId" IN (SELECT id FROM screens)
    UNION SELECT "reviewerId" FROM decision WHERE "interviewId" IN (SELECT id FROM screens)
    UNION SELECT "reviewerId" FROM flag_review WHERE "interviewId" IN (SELECT id FROM screens)`;
  return rows.map((r) => r.userId);
}

/**
 * Who is told that this screen completed: everyone subscribed to high-risk completions when it is one, and the
 * candidate's followers. Read before the transaction that stores the results; empty for an old completion.
 */
export async function planScreenCompleted(screen: CompletedScreen, now = new Date()): Promise<NotificationPlan[]> {
  if (now.getTime() - screen.completedAt.getTime() > RECENT_MS) return [];
  const facts = {
    candidateId: screen.candidateId,
    problemId: screen.problemId,
    risk: screen.risk,
    flagCount: screen.flagCount,
    criticalCount: screen.criticalCount,
  };
  const base = { subjectType: "screen" as const, subjectId: screen.interviewId, facts };
  const plans = [
    await planNotification({
      ...base,
      kind: "my-screen-completed",
      eventKey: `completed:${screen.interviewId}`,
      among: await followers(screen.candidateId, screen.interviewId),
    }),
  ];
  if (isHighRisk(screen))
    plans.push(
      await planNotification({ ...base, kind: "high-risk-completed", eventKey: `high-risk:${screen.interviewId}` }),
    );
  return plans;
}

/** Writes the plans inside the transaction that stores the results for the first time. */
export async function writeScreenCompleted(tx: Prisma.TransactionClient, plans: NotificationPlan[], now = new Date()) {
  for (const plan of plans) await writeNotification(tx, plan, now);
}

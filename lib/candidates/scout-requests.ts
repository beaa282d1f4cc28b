import "server-only";
import { db } from "@/lib/db/client";
import type { SessionUser } from "@/lib/auth/session";
import { recordAudit } from "@/lib/audit/record-audit";
import { getScreeningApi, type ScoutInput } from "@/lib/screening-api";

/** Triggers Scout for a candidate and remembers the run, so its verdict can be matched when the webhook arrives. */
export async function triggerScout(candidateId: string, input: ScoutInput, user: SessionUser) {
  await getScreeningApi().candidates.triggerScout(candidateId, input);
  const run = await db.scoutRequest.create({
    data: {
      candidateId,
      triggeredById: user.id,
      phone: input.phone ?? null,
      linkedinUrl: input.linkedinUrl ?? null,
      githubUrl: input.githubUrl ?? null,
      resumeNames: (input.resumes ?? []).map((r) => r.name),
    },
  });
  await recordAudit(user, {
    action: "scout.trigger",
    targetType: "candidate",
    targetId: candidateId,
    after: { ...run, phone: run.phone ? "(given)" : null },
  });
  return run;
}

export function listScoutRequests(candidateId: string) {
  return db.scoutRequest.findMany({ where: { candidateId }, orderBy: { createdAt: "desc" }, take: 10 });
}

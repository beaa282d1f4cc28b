import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { scoutCompletedDataSchema } from "@/lib/api-contract/webhooks";
import { publishChange } from "@/lib/live/publish";
import { getScreeningApi } from "@/lib/screening-api";
import { knownCandidateIds } from "@/lib/sync/mirror/candidates";
import { erasedCandidateIds } from "@/lib/privacy/erased-subjects";

/**
 * scout.completed → the verdict on the candidate's oldest running Scout request (or a new record of it). Only for a
 * candidate of this organization: one it asked Scout about, one in the mirror, or one its API key can read; another
 * organization's (the sandbox delivers every organization's events to its default target) makes the read answer
 * 404, and the event is ignored with nothing stored, as the interview handlers do.
 */
export async function handleScoutCompleted(raw: Record<string, unknown>) {
  const data = scoutCompletedDataSchema.parse(raw);
  // A verdict on someone erased here is not kept.
  if ((await erasedCandidateIds([data.candidateIdentifier])).size) return;
  const result = JSON.parse(JSON.stringify(data)) as Prisma.InputJsonValue;
  const running = await db.scoutRequest.findFirst({
    where: { candidateId: data.candidateIdentifier, status: "processing" },
    orderBy: { createdAt: "asc" },
  });
  if (!running && !(await knownCandidateIds([data.candidateIdentifier])).has(data.candidateIdentifier))
    await getScreeningApi().candidates.get(data.candidateIdentifier);
  const completion = { status: "completed", verdict: data.verdict, result, completedAt: new Date() };
  if (running) await db.scoutRequest.update({ where: { id: running.id }, data: completion });
  else
    await db.scoutRequest.create({
      data: { candidateId: data.candidateIdentifier, triggeredById: "service", resumeNames: [], ...completion },
    });
  await publishChange({ topic: "candidate", id: data.candidateIdentifier });
}

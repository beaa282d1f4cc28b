import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { scoutCompletedDataSchema } from "@/lib/api-contract/webhooks";
import { publishChange } from "@/lib/live/publish";

/** scout.completed → the verdict on the candidate's oldest running Scout request (or a new record of it). */
export async function handleScoutCompleted(raw: Record<string, unknown>) {
  const data = scoutCompletedDataSchema.parse(raw);
  const result = JSON.parse(JSON.stringify(data)) as Prisma.InputJsonValue;
  const running = await db.scoutRequest.findFirst({
    where: { candidateId: data.candidateIdentifier, status: "processing" },
    orderBy: { createdAt: "asc" },
  });
  const completion = { status: "completed", verdict: data.verdict, result, completedAt: new Date() };
  if (running) await db.scoutRequest.update({ where: { id: running.id }, data: completion });
  else
    await db.scoutRequest.create({
      data: { candidateId: data.candidateIdentifier, triggeredById: "service", resumeNames: [], ...completion },
    });
  await publishChange({ topic: "candidate", id: data.candidateIdentifier });
}

import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { AtsKind } from "../kinds";
import { atsActivityFactsSchema, type AtsActivityFacts, type AtsActivityKind } from "./kinds";

export interface AtsActivityInput {
  ats: AtsKind;
  kind: AtsActivityKind;
  candidateId?: string | null;
  problemId?: string | null;
  interviewId?: string | null;
  facts?: AtsActivityFacts;
  inboundId?: string | null;
  outboxId?: string | null;
  attempt?: number | null;
}

/**
 * Records one event of the integration log. Like the raw log's writes, a failure to record is reported and never
 * fails the work it describes (a delivery that landed stays landed).
 */
export async function recordAtsActivity(input: AtsActivityInput): Promise<void> {
  const facts = atsActivityFactsSchema.parse({
    ...input.facts,
    reason: input.facts?.reason?.slice(0, 1000),
  }) as Prisma.InputJsonValue;
  await db.atsActivity
    .create({
      data: {
        ats: input.ats,
        kind: input.kind,
        candidateId: input.candidateId ?? null,
        problemId: input.problemId ?? null,
        interviewId: input.interviewId ?? null,
        facts,
        inboundId: input.inboundId ?? null,
        outboxId: input.outboxId ?? null,
        attempt: input.attempt ?? null,
      },
    })
    .catch((error: unknown) => console.error("ats: recording an integration event failed", error));
}

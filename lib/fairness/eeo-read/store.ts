import "server-only";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/logging/logger";
import type { EeoAnswers, UnknownEeoValue } from "../eeo-wording";
import type { EeoReadAts } from "./schema";

/** Of these candidates, those whose answers came from a file or were entered by hand: an ATS never replaces them. */
export async function candidatesWithOwnAnswers(candidateIds: string[]): Promise<Set<string>> {
  if (!candidateIds.length) return new Set();
  const kept = await db.demographicAnswer.findMany({
    where: { candidateId: { in: candidateIds }, source: { in: ["file", "manual"] } },
    select: { candidateId: true },
  });
  return new Set(kept.map((k) => k.candidateId));
}

/** Stores a candidate's answers as read from the ATS (a later read, of this ATS or another, replaces them). */
export async function storeAtsAnswers(
  candidateId: string,
  answers: EeoAnswers,
  source: EeoReadAts,
  recordedById: string,
) {
  const data = { ...answers, source, recordedById };
  await db.demographicAnswer.upsert({ where: { candidateId }, create: { candidateId, ...data }, update: data });
}

/**
 * Logs answers worded in a way the mapping does not know, so the wording can be added: the field and the ATS's
 * words, never who gave them.
 */
export function logUnknownValues(runId: string, ats: EeoReadAts, unknown: UnknownEeoValue[]) {
  for (const { field, value } of unknown)
    logger.warn({ runId, ats, field, value }, "eeo read: an answer worded in a way the mapping does not know");
}

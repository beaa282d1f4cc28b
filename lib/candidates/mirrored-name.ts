import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";

/**
 * A candidate's name as the read model holds it, or null when it holds no such candidate. Read once per request
 * (React cache): a result page's title and its report both name the candidate.
 */
export const mirroredCandidateName = cache(async function mirroredCandidateName(
  candidateId: string,
): Promise<string | null> {
  const row = await db.mirrorCandidate.findUnique({ where: { id: candidateId }, select: { name: true } });
  return row?.name ?? null;
});

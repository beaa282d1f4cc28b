import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";

export interface LegalHoldView {
  candidateId: string;
  reason: string;
  placedByEmail: string;
  placedAt: Date;
}

/** The hold on a candidate, if any. */
export async function getLegalHold(candidateId: string): Promise<LegalHoldView | null> {
  return db.legalHold.findUnique({
    where: { candidateId },
    select: { candidateId: true, reason: true, placedByEmail: true, placedAt: true },
  });
}

/** Places a hold (retention skips the candidate, erasure refuses); one hold per candidate. */
export async function placeLegalHold(candidateId: string, reason: string, by: { id: string; email: string }) {
  const existing = await getLegalHold(candidateId);
  if (existing) throw new DomainError(`Already on hold since ${existing.placedAt.toISOString().slice(0, 10)}.`);
  return db.legalHold.create({
    data: { candidateId, reason, placedById: by.id, placedByEmail: by.email },
  });
}

/** Releases a hold; the audit log keeps who placed and released it. */
export async function releaseLegalHold(candidateId: string): Promise<LegalHoldView> {
  const hold = await getLegalHold(candidateId);
  if (!hold) throw new DomainError("This candidate is not on hold.");
  await db.legalHold.delete({ where: { candidateId } });
  return hold;
}

/** A page of holds, newest first (keyset on placedAt, candidateId). */
export async function listLegalHolds(limit = 50): Promise<LegalHoldView[]> {
  return db.legalHold.findMany({
    orderBy: [{ placedAt: "desc" }, { candidateId: "asc" }],
    take: limit,
    select: { candidateId: true, reason: true, placedByEmail: true, placedAt: true },
  });
}

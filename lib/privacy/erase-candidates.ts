import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import { eraseSubjects, type ErasureActor, type ErasureCounts, type ErasureMode } from "./erase-subjects";
import { gatherSubjects, identifiersOf } from "./gather-subjects";
import { ERASE_AT_MOST } from "./limits";
import { withoutIdentifiers } from "./patterns";

export interface ErasureReport {
  candidates: number;
  counts: ErasureCounts;
  tombstoneId: string;
}

/**
 * Erases these candidates (service ids) in one transaction and leaves one tombstone in the audit log: who, when, why
 * (the reason with their identifiers taken out), how many rows of each kind; no personal data. Refuses, erasing
 * nothing, when any of them is under legal hold.
 */
export async function eraseCandidates(
  candidateIds: readonly string[],
  {
    actor,
    reason,
    mode = "delete",
    cause = "erasure",
  }: { actor: ErasureActor; reason: string; mode?: ErasureMode; cause?: string },
): Promise<ErasureReport> {
  const ids = [...new Set(candidateIds)];
  if (!ids.length) throw new DomainError("Choose at least one candidate to erase.");
  if (ids.length > ERASE_AT_MOST) throw new DomainError(`Erase at most ${ERASE_AT_MOST} candidates at a time.`);
  return db.$transaction(
    async (tx) => {
      const held = await tx.legalHold.findMany({ where: { candidateId: { in: ids } }, select: { candidateId: true } });
      if (held.length)
        throw new DomainError(
          `${held.length === 1 ? "A candidate is" : `${held.length} candidates are`} under legal hold (${held
            .map((h) => h.candidateId)
            .join(", ")}): release the hold first. Nothing was erased.`,
        );
      const subjects = await gatherSubjects(tx, ids);
      const counts = await eraseSubjects(tx, subjects, { mode, actor, cause });
      const tombstone = await tx.auditEvent.create({
        data: {
          actorId: actor.id,
          actorEmail: actor.email,
          action: cause === "erasure" ? "candidate.erase" : `retention.${mode}`,
          targetType: "personal-data",
          targetId: `${ids.length} candidate${ids.length === 1 ? "" : "s"}`,
          after: {
            reason: withoutIdentifiers(reason, identifiersOf(subjects)),
            mode,
            candidates: ids.length,
            counts,
          },
        },
      });
      return { candidates: ids.length, counts, tombstoneId: tombstone.id };
    },
    { maxWait: 15_000, timeout: 120_000 },
  );
}

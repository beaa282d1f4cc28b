import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import { eraseCandidates, type ErasureReport } from "./erase-candidates";
import type { ErasureActor } from "./erase-subjects";
import { isEmailErased } from "./erased-subjects";
import { candidateIdsByEmail } from "./gather-subjects";
import { ERASE_AT_MOST } from "./limits";

export interface EmailErasureReport extends ErasureReport {
  /** Emails nothing here matched (already erased ones are listed apart). */
  notFound: string[];
  alreadyErased: string[];
}

/**
 * Erases everyone known under these emails (the read model's candidates and bulk rows) in one transaction. Emails
 * nothing matches are reported, not refused: the person may never have reached this dashboard.
 */
export async function eraseByEmails(
  emails: readonly string[],
  options: { actor: ErasureActor; reason: string },
): Promise<EmailErasureReport> {
  if (emails.length > ERASE_AT_MOST) throw new DomainError(`Give at most ${ERASE_AT_MOST} emails at a time.`);
  const ids = new Set<string>();
  const notFound: string[] = [];
  const alreadyErased: string[] = [];
  for (const email of emails) {
    const found = await candidateIdsByEmail(db, email);
    found.forEach((id) => ids.add(id));
    if (found.length) continue;
    if (await isEmailErased(email)) alreadyErased.push(email);
    else notFound.push(email);
  }
  if (!ids.size) return { candidates: 0, counts: {}, tombstoneId: "", notFound, alreadyErased };
  return { ...(await eraseCandidates([...ids], options)), notFound, alreadyErased };
}

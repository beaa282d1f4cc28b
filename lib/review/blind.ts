import "server-only";
import { createHmac } from "node:crypto";
import type { Flag, IntegrityReport } from "@/lib/api-contract/responses";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { ReviewSettings } from "./review-settings-schema";
import { readReviewSettings } from "./review-settings";
import { describeLocationEvidence, readLocationEvidence } from "./location-evidence";
import { awaitingVerdicts, revealState } from "./reveal";

/**
 * Blind review (Settings → Review): for the roles an admin chose, who a candidate is — name, email, ATS id, Scout's
 * résumé findings, the cities, addresses and networks of their IP readings — never leaves the server (a location
 * finding keeps what a verdict needs and identifies nobody: countries, kinds of network, distance, time). Every loader that reads a candidate for display asks
 * `identityView` for the reader and passes its rows through `redactCandidate`; a blind reader gets a stable
 * pseudonym instead. A candidate the reader revealed (after recording their verdicts, see reveal.ts) is shown.
 */

/** True when `role` reviews blind under `settings`. Admins never do. */
export function isBlind(role: Role, settings: Pick<ReviewSettings, "blindRoles">): boolean {
  return role !== "admin" && settings.blindRoles.some((r) => r === role);
}

const base32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * "Candidate 7F3KQ2": six base32 characters (30 bits) of an HMAC of the candidate id under a key derived from the
 * server's secret, so the same candidate has the same pseudonym on every page and nobody can compute it from the id.
 * Thirty bits keep two of a team's candidates apart: among 10,000 the chance that any two share one is under 5 %.
 */
export function pseudonym(candidateId: string): string {
  const digest = createHmac("sha256", `blind-review-pseudonym\u0000${env.AUTH_SECRET}`).update(candidateId).digest();
  // 30 bits from the first four bytes, five at a time.
  const bits = (digest[0]! << 22) | (digest[1]! << 14) | (digest[2]! << 6) | (digest[3]! >> 2);
  let code = "";
  for (let shift = 25; shift >= 0; shift -= 5) code += base32[(bits >> shift) & 31];
  return `Candidate ${code}`;
}

/** What a reader may see of candidates: `hides(id)` is true for each candidate whose identity is withheld. */
export interface IdentityView {
  blind: boolean;
  hides(candidateId: string): boolean;
}

const sighted: IdentityView = { blind: false, hides: () => false };

/**
 * The reader's view of these candidates (the ones a page shows): blind per the settings, less the candidates this
 * reader revealed. One indexed read of at most a page of ids.
 */
export async function identityView(
  reader: { id: string; role: Role },
  candidateIds: readonly string[] = [],
): Promise<IdentityView> {
  if (!isBlind(reader.role, await readReviewSettings())) return sighted;
  const ids = [...new Set(candidateIds)];
  const revealed = ids.length
    ? new Set(
        (
          await db.candidateReveal.findMany({
            where: { userId: reader.id, candidateId: { in: ids } },
            select: { candidateId: true },
          })
        ).map((r) => r.candidateId),
      )
    : new Set<string>();
  // Revealed, but a flagged result of theirs still awaits this reader's verdicts: hidden again until they are recorded.
  for (const candidateId of await awaitingVerdicts(reader.id, [...revealed])) revealed.delete(candidateId);
  return { blind: true, hides: (candidateId) => !revealed.has(candidateId) };
}

/**
 * The reader's view of one result's candidate: as `identityView`, and hidden on a result whose own rule the reader
 * has not met (a verdict on each of its flags, or a decision on a flag-free one), whatever they revealed elsewhere.
 */
export async function resultIdentityView(
  reader: { id: string; role: Role },
  interviewId: string,
  candidateId: string,
): Promise<IdentityView> {
  const view = await identityView(reader, [candidateId]);
  if (!view.blind || view.hides(candidateId)) return view;
  return (await revealState(reader.id, interviewId)).allowed ? view : { blind: true, hides: () => true };
}

/** True when the reader reviews blind at all (whatever they revealed): for surfaces that are not per candidate. */
export async function readsBlind(reader: { role: Role }): Promise<boolean> {
  return isBlind(reader.role, await readReviewSettings());
}

/** Whether the reader may not know who a result's candidate is (a result not stored yet counts as hidden). */
export async function hidesCandidateOf(reader: { id: string; role: Role }, interviewId: string): Promise<boolean> {
  if (!(await readsBlind(reader))) return false;
  const row = await db.resultSnapshot.findUnique({ where: { interviewId }, select: { candidateId: true } });
  return !row || (await resultIdentityView(reader, interviewId, row.candidateId)).hides(row.candidateId);
}

/** The identity fields a row may carry, under the names the loaders use. */
interface Identity {
  name?: string | null;
  email?: string | null;
  candidateName?: string | null;
  candidateEmail?: string | null;
  integrationSource?: string | null;
  externalId?: string | null;
  scoutVerdict?: unknown;
}

/**
 * The row as a reader who may not know the candidate sees it: the name becomes the pseudonym, the email is empty,
 * the ATS ids and the Scout verdict are gone. Rows of a revealed candidate, or for a sighted reader, pass as they are.
 */
export function redactCandidate<T extends Identity>(candidateId: string, row: T, view: IdentityView): T {
  if (!view.hides(candidateId)) return row;
  const name = pseudonym(candidateId);
  const copy: T = { ...row };
  if ("name" in copy) copy.name = name;
  if ("email" in copy) copy.email = "";
  if ("candidateName" in copy) copy.candidateName = name;
  if ("candidateEmail" in copy) copy.candidateEmail = "";
  if ("integrationSource" in copy) copy.integrationSource = null;
  if ("externalId" in copy) copy.externalId = null;
  if ("scoutVerdict" in copy) copy.scoutVerdict = null;
  return copy;
}

/** Integrity checks whose findings describe where the candidate was (IP readings). */
const locationChecks = new Set(["location-mismatch", "network-concealment"]);

/** A location finding whose text names no country and no kind of network: nothing of it can be shown blind. */
const WITHHELD_LOCATION = "Where the IP readings place the candidate is hidden under blind review.";

/**
 * A flag as a blind reader sees it. A location check keeps its id, title and level and shows its evidence in a form
 * that identifies nobody (countries, kinds of network, a rounded distance, the time between readings: see
 * location-evidence.ts), never the service's own words; any other field the service added is dropped with them.
 */
export function redactFlag<T extends Flag>(flag: T, hidden: boolean): T | Flag {
  if (!hidden || !locationChecks.has(flag.id)) return flag;
  const evidence = readLocationEvidence(flag.description);
  return {
    id: flag.id,
    title: flag.title,
    level: flag.level,
    description: evidence ? describeLocationEvidence(evidence) : WITHHELD_LOCATION,
  };
}

/** Results (spec 2.4) with the location checks' findings withheld when the candidate is hidden from the reader. */
export function redactResults<T extends { integrity_report: IntegrityReport }>(results: T, hidden: boolean): T {
  if (!hidden) return results;
  const report = results.integrity_report;
  return {
    ...results,
    integrity_report: {
      ...report,
      flags: report.flags.map((f) => redactFlag(f, true)),
      passing_flags: report.passing_flags.map((f) => redactFlag(f, true)),
    },
  };
}

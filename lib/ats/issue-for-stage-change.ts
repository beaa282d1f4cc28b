import "server-only";
import { singleLine } from "@/lib/utils/single-line";
import { db } from "@/lib/db/client";
import { ConflictError, getScreeningApi, NotFoundError } from "@/lib/screening-api";
import { mirrorCreatedCandidate } from "@/lib/sync/detail-reads";
import type { StageChange } from "./adapter";
import { findStageRule } from "./connections";
import type { AtsKind } from "./kinds";

/** A row being issued is this worker's for two minutes; a worker that dies mid-issue leaves it to the next try. */
const ISSUE_LEASE_MS = 2 * 60_000;

/** What a stage change came to: no rule, or the screen (issued now, or earlier for the same application and stage). */
export type IssueOutcome =
  | { outcome: "no-rule" }
  | { outcome: "issued" | "already-issued"; candidateId: string | null; interviewId: string; problemId: string };

export class StageChangeBusyError extends Error {}

/** The application's candidate in the screening service: by the ATS's ids, then by email, else created. */
async function ensureCandidate(ats: AtsKind, change: StageChange): Promise<string> {
  const api = getScreeningApi();
  const [linked] = await api.candidates.list({ integrationSource: ats, externalId: change.applicationId });
  if (linked) return linked.identifier;
  if (!change.candidateEmail)
    throw new Error(
      `the ${ats} candidate ${change.atsCandidateId} has no email address; the screening service needs one`,
    );
  const byEmail = await api.candidates.getByEmail(change.candidateEmail).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (byEmail) return byEmail.identifier;
  const fields = {
    // An ATS's name may hold line breaks; ours (and the service's) are one line.
    name: singleLine(change.candidateName) || `Candidate ${change.atsCandidateId}`,
    email: change.candidateEmail,
    integrationSource: ats,
    externalId: change.applicationId,
  };
  const createdAt = new Date();
  try {
    const created = await api.candidates.create(fields);
    await mirrorCreatedCandidate({ identifier: created.identifier, ...fields }, createdAt);
    return created.identifier;
  } catch (error) {
    // Created by a concurrent delivery since the look-up: theirs is ours.
    if (error instanceof ConflictError) return (await api.candidates.getByEmail(change.candidateEmail)).identifier;
    throw error;
  }
}

/** The stage an application entered, as the unique key holds it: the job and the stage name without case. */
export const stageKeyOf = (change: Pick<StageChange, "jobId" | "stageName">) =>
  JSON.stringify([change.jobId, change.stageName.trim().toLowerCase()]);

/**
 * Exactly one screen per application and stage, however often the ATS repeats the event: the row keyed by
 * (ATS, application, stage) is created once, leased while the screen is issued, and carries the interview id once
 * issued. A retry after a crash issues again, which the service answers with the unstarted screen it already has
 * (INTERVIEW_ALREADY_EXISTS → the same identifier).
 */
export async function issueForStageChange(ats: AtsKind, change: StageChange): Promise<IssueOutcome> {
  const rule = await findStageRule(ats, change.jobId, change.stageName);
  if (!rule) return { outcome: "no-rule" };
  const key = { ats, applicationId: change.applicationId, stageKey: stageKeyOf(change) };
  await db.atsApplicationScreen.createMany({
    data: [
      {
        ...key,
        atsCandidateId: change.atsCandidateId,
        jobId: change.jobId,
        problemId: rule.problemId,
        stageId: change.stageId,
      },
    ],
    skipDuplicates: true,
  });
  const claimed = await db.atsApplicationScreen.updateMany({
    where: {
      ...key,
      interviewId: null,
      OR: [
        { state: { in: ["pending", "failed"] } },
        { state: "issuing", updatedAt: { lt: new Date(Date.now() - ISSUE_LEASE_MS) } },
      ],
    },
    data: { state: "issuing" },
  });
  const row = await db.atsApplicationScreen.findUniqueOrThrow({ where: { ats_applicationId_stageKey: key } });
  if (row.interviewId)
    return {
      outcome: "already-issued",
      candidateId: row.candidateId,
      interviewId: row.interviewId,
      problemId: row.problemId,
    };
  if (claimed.count === 0) throw new StageChangeBusyError("another worker is issuing this application's screen");
  try {
    const candidateId = await ensureCandidate(ats, change);
    await db.atsApplicationScreen.update({ where: { id: row.id }, data: { candidateId } });
    const issued = await getScreeningApi().assessments.issue({
      candidateIdentifier: candidateId,
      problemId: row.problemId,
    });
    await db.atsApplicationScreen.update({
      where: { id: row.id },
      data: { interviewId: issued.identifier, state: "issued", lastError: null },
    });
    return { outcome: "issued", candidateId, interviewId: issued.identifier, problemId: row.problemId };
  } catch (error) {
    await db.atsApplicationScreen.update({
      where: { id: row.id },
      data: { state: "failed", lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) },
    });
    throw error;
  }
}

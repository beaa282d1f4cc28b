import "server-only";
import { db } from "@/lib/db/client";
import type { StageChange } from "../adapter";
import type { IssueOutcome } from "../issue-for-stage-change";
import type { AtsKind } from "../kinds";
import { recordAtsActivity } from "./record";

type InboundFact =
  | { kind: "stage-change"; change: StageChange; issued: IssueOutcome }
  | { kind: "not-a-stage-change"; event: string }
  | { kind: "failed"; reason: string };

/**
 * The rules the connection has, for "No rule matched …: rules exist for …" (a connection has a few hundred at most), and
 * the job's name: the ATS's own where its answer carried it, else the one a rule for that job kept.
 */
async function rulesBeside(ats: AtsKind, jobId: string, jobName: string | null) {
  const rules = await db.atsStageRule.findMany({
    where: { connection: { ats } },
    select: { jobId: true, jobName: true, stageName: true },
    orderBy: [{ jobId: "asc" }, { stageName: "asc" }],
    take: 500,
  });
  const forJob = rules.filter((r) => r.jobId === jobId);
  return {
    jobName: jobName ?? forJob.find((r) => r.jobName)?.jobName ?? undefined,
    rulesForJob: forJob.map((r) => r.stageName).slice(0, 50),
    otherJobsWithRules: new Set(rules.filter((r) => r.jobId !== jobId).map((r) => r.jobId)).size,
  };
}

/** The event a web hook (or a poll's finding) came to: a screen, no rule, nothing to do, or a failure. */
export async function recordInboundActivity(ats: AtsKind, inboundId: string, fact: InboundFact): Promise<void> {
  if (fact.kind === "not-a-stage-change")
    return recordAtsActivity({
      ats,
      kind: "not-a-stage-change",
      inboundId,
      facts: { event: fact.event.slice(0, 200) },
    });
  if (fact.kind === "failed")
    return recordAtsActivity({ ats, kind: "inbound-failed", inboundId, facts: { reason: fact.reason } });
  const { change, issued } = fact;
  const where = { jobId: change.jobId.slice(0, 100), stageName: change.stageName.slice(0, 200) };
  const named = change.jobName?.slice(0, 500) ?? null;
  if (issued.outcome === "no-rule")
    return recordAtsActivity({
      ats,
      kind: "no-rule",
      inboundId,
      facts: { ...where, ...(await rulesBeside(ats, change.jobId, named)) },
    });
  const rule = named
    ? null
    : await db.atsStageRule.findFirst({
        where: { connection: { ats }, jobId: change.jobId },
        select: { jobName: true },
      });
  return recordAtsActivity({
    ats,
    kind: issued.outcome === "issued" ? "screen-issued" : "already-screened",
    inboundId,
    candidateId: issued.candidateId,
    problemId: issued.problemId,
    interviewId: issued.interviewId,
    facts: { ...where, jobName: named ?? rule?.jobName ?? undefined },
  });
}

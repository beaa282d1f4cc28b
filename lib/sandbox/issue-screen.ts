import "server-only";
import type { IssueScreenRequest } from "@/lib/api-contract/requests";
import { db } from "@/lib/db/client";
import type { SandboxOrganization } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { badRequest, SandboxError } from "./http/errors";
import { newId } from "./ids";
import { afterSandboxTime, planIssuedScreen } from "./lifecycle-plan";
import { assessmentStatusAt, problemStatusAt } from "./lifecycle-status";
import { enqueueWebhook, interviewEventData } from "./webhooks/enqueue";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 4.1 with the rules of part 3: an unknown candidate or problem is a 400; a Creating problem a 409
 * PROBLEM_CREATING; an unstarted screen for the pair a 409 INTERVIEW_ALREADY_EXISTS carrying its id. The
 * screen snapshots what it is taken with (mode, spoken locale, duration, categories, expiry), so later edits
 * of the problem do not reach it, and gets its planned movement (lifecycle-plan.ts) on the scaled clock. A
 * transaction-scoped advisory lock on the pair keeps two concurrent issues from both succeeding; the
 * interview.sent webhook is queued in the same transaction.
 */
export async function issueScreen(
  organization: SandboxOrganization,
  input: IssueScreenRequest,
): Promise<{ identifier: string; message: string }> {
  return db.$transaction(async (tx) => {
    // The pair's lock and the candidate's email in one round trip (an issue is the hot path of a bulk run).
    const [locked] = await tx.$queryRaw<{ email: string | null }[]>`
      SELECT pg_advisory_xact_lock(hashtextextended(${`issue:${input.candidateIdentifier}:${input.problemId}`}, 0))::text AS lock,
             (SELECT email FROM sandbox.candidate WHERE id = ${input.candidateIdentifier} AND "organizationId" = ${organization.id}) AS email`;
    const now = new Date();
    if (locked?.email == null)
      throw badRequest(`Invalid candidate: no candidate ${input.candidateIdentifier} was found`);
    const candidate = { id: input.candidateIdentifier, email: locked.email };
    const problem = await tx.sandboxProblem.findFirst({
      where: { id: input.problemId, organizationId: organization.id },
    });
    if (!problem) throw badRequest(`Invalid problem: no problem ${input.problemId} was found`);
    const status = problemStatusAt(problem, now);
    if (status === "Creating") {
      const message = `Problem ${problem.id} is still being created; retry once it is Ready`;
      throw new SandboxError(409, message, {
        body: {
          success: false,
          message,
          errorCode: "PROBLEM_CREATING",
          problemId: input.problemId,
          problemStatus: "Creating",
          retryable: true,
        },
      });
    }
    if (status !== "Ready")
      throw badRequest(`Invalid problem: problem ${problem.id} is ${status} and cannot be issued`);
    const open = await tx.sandboxAssessment.findMany({
      where: { candidateId: candidate.id, problemId: problem.id, status: "Not Started" },
      orderBy: { createdAt: "desc" },
    });
    const unstarted = open.find((a) => assessmentStatusAt(a, now) === "Not Started");
    if (unstarted) {
      const message = `An unstarted screen of problem ${problem.id} already exists for candidate ${candidate.id}`;
      throw new SandboxError(409, message, {
        body: { success: false, message, errorCode: "INTERVIEW_ALREADY_EXISTS", identifier: unstarted.id },
      });
    }
    const locale = input.inviteEmailLocale ?? "en";
    const id = newId("int");
    const expiresAt = afterSandboxTime(
      now,
      (problem.expirationDays ?? organization.defaultExpirationDays) * DAY_MS,
      env.SANDBOX_TIME_SCALE,
    );
    const plan = planIssuedScreen({
      id,
      issuedAt: now,
      expiresAt,
      durationMinutes: problem.duration,
      scale: env.SANDBOX_TIME_SCALE,
    });
    const row = await tx.sandboxAssessment.create({
      data: {
        id,
        organizationId: organization.id,
        candidateId: candidate.id,
        problemId: problem.id,
        problemType: problem.type,
        status: "Not Started",
        externalResourceMode: problem.externalResourceMode,
        spokenLocale: problem.supportedLocales.includes(locale) ? locale : "en",
        durationMinutes: problem.duration,
        scoringCategories: problem.scoringCategories as object,
        expiresAt,
        startsAt: plan.startsAt,
        completesAt: plan.completesAt,
        submitterEmail: input.submitterEmail ?? null,
        shouldSendEmail: input.shouldSendEmail ?? true,
        bypassIdCheck: input.bypassIDCheck ?? false,
        isSelfServe: input.isSelfServe ?? null,
        inviteEmailLocale: locale,
        createdAt: now,
      },
    });
    await enqueueWebhook(tx, {
      organizationId: organization.id,
      type: "interview.sent",
      at: now,
      data: interviewEventData(row, "Not Started"),
    });
    const message = row.shouldSendEmail
      ? `Screen issued; an invitation was emailed to ${candidate.email}`
      : "Screen issued; no email was sent";
    return { identifier: row.id, message };
  });
}

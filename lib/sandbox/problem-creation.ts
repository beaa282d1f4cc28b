import "server-only";
import type { CreateProblemRequest } from "@/lib/api-contract/requests";
import { db } from "@/lib/db/client";
import type { SandboxOrganization } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { forbidden, SandboxError } from "./http/errors";
import { newId } from "./ids";
import { classifyJob } from "./job-classifier";
import { generateProblem } from "./problem-generation";
import type { ExternalResourceMode } from "./rubrics";

/**
 * 4.5: classify the role (422 JOB_NOT_SERVABLE when it is no coding job), then store the problem as Creating;
 * it reads as Ready once `readyAt` (now + SANDBOX_PROBLEM_READY_DELAY_MS) has passed, when the ticker also
 * sends problem.ready (problem-ready.ts).
 */
export async function createProblem(organization: SandboxOrganization, input: CreateProblemRequest): Promise<string> {
  if (!organization.createProblemEnabled) {
    throw forbidden("Create problem is not enabled for this organization; ask your account manager to enable it");
  }
  if (input.testMode && !organization.testModeEnabled) {
    throw forbidden("Test mode is available only to approved API integrations");
  }
  const classification = classifyJob(`${input.problemTitle ?? ""}\n${input.jobDescription}`);
  if (!classification.servable) {
    throw new SandboxError(422, classification.explanation, {
      body: {
        success: false,
        error: "The job description does not translate into a hands-on coding assessment",
        code: "JOB_NOT_SERVABLE",
        explanation: classification.explanation,
      },
    });
  }
  const mode: ExternalResourceMode =
    input.externalResourceMode ??
    (input.testMode ? "CLOSED" : (organization.defaultExternalResourceMode as ExternalResourceMode));
  const generated = generateProblem({
    jobDescription: input.jobDescription,
    desiredTime: input.desiredTime,
    problemTitle: input.problemTitle,
    additionalNotes: input.additionalNotes,
    experienceLevel: input.experienceLevel,
    externalResourceMode: mode,
    roleText: classification.roleText,
    testMode: input.testMode ?? false,
  });
  const now = Date.now();
  const row = await db.sandboxProblem.create({
    data: {
      id: newId("prob"),
      organizationId: organization.id,
      name: generated.name,
      status: "Creating",
      readyAt: new Date(now + env.SANDBOX_PROBLEM_READY_DELAY_MS),
      type: "technical-assessment",
      duration: input.desiredTime,
      candidateSummary: generated.candidateSummary,
      problemSummary: generated.problemSummary,
      scoringCategories: generated.scoringCategories as unknown as object,
      externalResourceMode: mode,
      experienceLevel: generated.experienceLevel,
      supportedLocales: input.supportedLocales ?? ["en"],
      integrationSource: input.integrationSource ?? null,
      externalId: input.externalId ?? null,
      testMode: input.testMode ?? false,
      jobDescription: input.jobDescription,
      additionalNotes: input.additionalNotes ?? null,
    },
  });
  return row.id;
}

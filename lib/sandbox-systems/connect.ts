import "server-only";
import { addStageRule, openConnection, saveConnection } from "@/lib/ats/connections";
import { subscribeToCandidateMoves } from "@/lib/ats/workable/subscribe";
import { db } from "@/lib/db/client";
import { getSandboxAtsOverview } from "./control";
import { sandboxAtsBaseUrl, sandboxAtsCredentials, sandboxWebhookTarget } from "./credentials";
import type { SandboxAts } from "./systems";

/**
 * "Connect the sandbox Greenhouse" (Lever, Ashby, Workable): a working connection to the ATS mounted in this app, made
 * as an admin would make it by hand (key, web-hook secret, base URL, acting user, decisions moving applications; for
 * Workable, the web-hook subscription its API takes), and one stage rule: the first job's stage after the one new
 * applications start at issues the first Ready problem. A connection already there is replaced; without a Ready
 * problem there is no rule, and the answer says so.
 */
export async function connectSandboxAts(ats: SandboxAts, dashboardOrigin: string) {
  const overview = await getSandboxAtsOverview(ats);
  const { apiKey, webhookSecret, actingUserId } = sandboxAtsCredentials(ats);
  const defaults = overview.connectDefaults;
  await saveConnection({
    ats,
    apiKey,
    webhookSecret,
    baseUrl: sandboxAtsBaseUrl(ats),
    dashboardOrigin,
    actingUserId,
    linkMode: "signed_in",
    scoreFieldId: defaults.scoreFieldId,
    moveOnDecision: true,
    rejectReasonId: defaults.rejectReasonId,
    advanceStageId: defaults.advanceStageId,
    rejectStageId: defaults.rejectStageId,
    pollEnabled: false,
  });
  // Workable posts web hooks only to subscribed targets: subscribe the dashboard's receiver, as the guide's curl does.
  if (ats === "workable") await subscribeToCandidateMoves((await openConnection(ats))!, sandboxWebhookTarget(ats));
  const problem = await db.problemRegistryEntry.findFirst({ where: { status: "Ready" }, orderBy: { name: "asc" } });
  const job = overview.jobs[0];
  if (!problem || !job) return { rule: null };
  await addStageRule({
    ats,
    jobId: job.id,
    jobName: job.name,
    stageName: defaults.ruleStage,
    problemId: problem.problemId,
  });
  return { rule: { job: job.name, stage: defaults.ruleStage, problem: problem.name } };
}

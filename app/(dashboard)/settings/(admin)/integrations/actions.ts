"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { connectionInputSchema, connectionTestInputSchema, stageRuleInputSchema } from "@/lib/ats/connection-schemas";
import { recordAtsActivity } from "@/lib/ats/activity/record";
import { pollAtsJob } from "@/lib/ats/ats-jobs";
import {
  addStageRule,
  connectionForTest,
  ConnectionInputError,
  getConnectionView,
  removeStageRule,
  saveConnection,
} from "@/lib/ats/connections";
import { disconnectAts } from "@/lib/ats/disconnect";
import { AtsHttpError } from "@/lib/ats/http/ats-request";
import { forgetPickers, listAtsJobs, listAtsStages, PickerError } from "@/lib/ats/pickers";
import { testAtsAccess } from "@/lib/ats/test-connection";
import { atsInfo } from "@/lib/ats/kinds";
import { atsKindSchema } from "@/lib/ats/kind-schemas";
import { enqueue } from "@/lib/jobs";
import { resendOutboxMessage } from "@/lib/outbox/resend";

const expected = async <T>(work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConnectionInputError || error instanceof PickerError) throw new ActionError(error.message);
    throw error;
  }
};

/** A list read from the ATS: its refusal or silence said in words, not as an error page. */
const fromAts = async <T>(ats: keyof typeof atsInfo, work: () => Promise<T>) =>
  expected(async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AtsHttpError)
        throw new ActionError(`${atsInfo[ats].label} did not give the list: ${error.message}. Type an id instead.`);
      throw error;
    }
  });

/** Saves an ATS connection; key and secret are written only when given, and never come back to the page. */
export const saveAtsConnectionAction = defineAction(
  "saveAtsConnection",
  { role: "admin", schema: connectionInputSchema },
  async (input, { audit }) => {
    const saved = await expected(() => saveConnection(input));
    forgetPickers(input.ats);
    const { apiKey, webhookSecret, ...settings } = input;
    await audit({
      action: "ats.connection.save",
      targetType: "ats-connection",
      targetId: input.ats,
      before: null,
      after: { ...settings, apiKeyChanged: !!apiKey, webhookSecretChanged: !!webhookSecret },
    });
    revalidatePath(`/settings/integrations/${input.ats}`);
    return { ats: saved.ats };
  },
);

export const addAtsRuleAction = defineAction(
  "addAtsRule",
  { role: "admin", schema: stageRuleInputSchema },
  async (input, { audit }) => {
    const rule = await expected(() => addStageRule(input));
    await audit({ action: "ats.rule.add", targetType: "ats-rule", targetId: rule.id, before: null, after: input });
    revalidatePath(`/settings/integrations/${input.ats}`);
    return { id: rule.id };
  },
);

/**
 * "Test connection": calls the ATS with the key typed (or, left blank, the saved one), one harmless call per permission
 * the integration needs, and says in words what works and what the key lacks. Nothing is saved but the test's record.
 */
export const testAtsConnectionAction = defineAction(
  "testAtsConnection",
  { role: "admin", schema: connectionTestInputSchema },
  async (input, { audit }) => {
    const connection = await connectionForTest(input);
    if (!connection) throw new ActionError(`Type the ${atsInfo[input.ats].keyName} to test it`);
    const report = await testAtsAccess(connection);
    await recordAtsActivity({ ats: input.ats, kind: "connection-tested", facts: { summary: report.summary } });
    await audit({
      action: "ats.connection.test",
      targetType: "ats-connection",
      targetId: input.ats,
      before: null,
      after: { key: input.apiKey ? "typed" : "saved", outcome: report.outcome, missing: report.missing },
    });
    return report;
  },
);

/** The ATS's open jobs for the rule form's picker (cached a minute on the server). */
export const listAtsJobsAction = defineAction(
  "listAtsJobs",
  { role: "admin", schema: z.object({ ats: atsKindSchema }) },
  async ({ ats }) => fromAts(ats, () => listAtsJobs(ats)),
);

/** One job's stages for the rule form's picker (cached a minute on the server). */
export const listAtsStagesAction = defineAction(
  "listAtsStages",
  { role: "admin", schema: z.object({ ats: atsKindSchema, jobId: z.string().trim().min(1).max(100) }) },
  async ({ ats, jobId }) => ({ stages: await fromAts(ats, () => listAtsStages(ats, jobId)) }),
);

export const removeAtsRuleAction = defineAction(
  "removeAtsRule",
  { role: "admin", schema: z.object({ ats: atsKindSchema, ruleId: z.uuid() }) },
  async ({ ats, ruleId }, { audit }) => {
    await removeStageRule(ats, ruleId);
    await audit({ action: "ats.rule.remove", targetType: "ats-rule", targetId: ruleId, before: null, after: null });
    revalidatePath(`/settings/integrations/${ats}`);
    return {};
  },
);

/**
 * Removes a connection (after the page's confirmation): key, secret and rules go, web hooks are refused, and updates
 * not yet delivered are cancelled, each shown as such in the integration log.
 */
export const disconnectAtsAction = defineAction(
  "disconnectAts",
  { role: "admin", schema: z.object({ ats: atsKindSchema }) },
  async ({ ats }, { audit }) => {
    const before = await getConnectionView(ats);
    const removed = await disconnectAts(ats);
    forgetPickers(ats);
    if (!before || !removed) throw new ActionError(`${atsInfo[ats].label} is not connected`);
    await audit({
      action: "ats.connection.remove",
      targetType: "ats-connection",
      targetId: ats,
      before: {
        baseUrl: before.baseUrl,
        apiKeyHint: before.apiKeyHint,
        rules: before.rules.map((r) => ({ jobId: r.jobId, stageName: r.stageName, problemId: r.problemId })),
      },
      after: { cancelledUpdates: removed.cancelled },
    });
    revalidatePath("/settings/integrations", "layout");
    return removed;
  },
);

/** "Poll now": the polling fallback for one ATS at once, instead of at the next 5-minute mark. */
export const pollAtsNowAction = defineAction(
  "pollAtsNow",
  { role: "admin", schema: z.object({ ats: atsKindSchema }) },
  async ({ ats }, { audit }) => {
    const connection = await getConnectionView(ats);
    if (!connection?.pollEnabled) throw new ActionError(`Turn on polling for ${atsInfo[ats].label} first`);
    const queued = await enqueue(pollAtsJob, { ats });
    await audit({ action: "ats.poll", targetType: "ats-connection", targetId: ats, before: null, after: null });
    return { queued: queued !== null };
  },
);

/** "Send again": delivers an outbox message now, and says in words how that went (lib/outbox/resend.ts). */
export const resendOutboxAction = defineAction(
  "resendOutbox",
  { role: "admin", schema: z.object({ outboxId: z.uuid() }) },
  async ({ outboxId }, { audit }) => {
    const { outcome, tone, text } = await resendOutboxMessage(outboxId);
    await audit({
      action: "ats.outbox.resend",
      targetType: "outbox",
      targetId: outboxId,
      before: null,
      after: { outcome },
    });
    revalidatePath("/settings/integrations/log");
    return { outcome, tone, text };
  },
);

"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { connectionInputSchema, stageRuleInputSchema } from "@/lib/ats/connection-schemas";
import { addStageRule, ConnectionInputError, removeStageRule, saveConnection } from "@/lib/ats/connections";
import { atsKindSchema } from "@/lib/ats/kinds";
import { deliverOutboxMessage } from "@/lib/outbox/deliver";

const expected = async <T>(work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConnectionInputError) throw new ActionError(error.message);
    throw error;
  }
};

/** Saves an ATS connection; key and secret are written only when given, and never come back to the page. */
export const saveAtsConnectionAction = defineAction(
  "saveAtsConnection",
  { role: "admin", schema: connectionInputSchema },
  async (input, { audit }) => {
    const saved = await expected(() => saveConnection(input));
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

/** "Send again": delivers an outbox message now, whatever its state (steps already done are skipped). */
export const resendOutboxAction = defineAction(
  "resendOutbox",
  { role: "admin", schema: z.object({ outboxId: z.uuid() }) },
  async ({ outboxId }, { audit }) => {
    const outcome = await deliverOutboxMessage(outboxId, { force: true });
    await audit({
      action: "ats.outbox.resend",
      targetType: "outbox",
      targetId: outboxId,
      before: null,
      after: { outcome },
    });
    revalidatePath("/settings/integrations/log");
    return { outcome };
  },
);

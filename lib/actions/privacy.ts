"use server";

import { revalidatePath } from "next/cache";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { eraseCandidates } from "@/lib/privacy/erase-candidates";
import { eraseByEmails } from "@/lib/privacy/erase-by-emails";
import { placeLegalHold, releaseLegalHold } from "@/lib/privacy/legal-hold";
import { retentionSettingsSchema } from "@/lib/privacy/retention-schema";
import { readRetentionSettings, saveRetentionSettings } from "@/lib/privacy/retention-settings";
import { previewRetention } from "@/lib/privacy/retention-preview";
import {
  eraseByEmailsSchema,
  eraseCandidatesSchema,
  legalHoldSchema,
  parseEmailList,
  releaseHoldSchema,
} from "@/lib/privacy/schemas";

/**
 * Erases candidates (service ids) from the dashboard in one transaction. The tombstone in the audit log is written
 * inside it, so the action records nothing more.
 */
export const eraseCandidatesAction = defineAction(
  "eraseCandidates",
  { role: "admin", schema: eraseCandidatesSchema },
  async ({ candidateIds, reason }, { user }) => {
    const report = await eraseCandidates(candidateIds, { actor: user, reason });
    revalidatePath("/candidates");
    revalidatePath("/settings/data");
    return report;
  },
);

/** Erases everyone known under a list of emails (pasted or read from a file). */
export const eraseByEmailsAction = defineAction(
  "eraseByEmails",
  { role: "admin", schema: eraseByEmailsSchema },
  async ({ emails, reason }, { user }) => {
    const parsed = parseEmailList(emails);
    if (parsed.invalid.length)
      throw new ActionError(`Not emails: ${parsed.invalid.slice(0, 5).join(", ")}. Nothing was erased.`);
    if (!parsed.emails.length) throw new ActionError("No email found in what you gave.");
    const report = await eraseByEmails(parsed.emails, { actor: user, reason });
    revalidatePath("/candidates");
    revalidatePath("/settings/data");
    return report;
  },
);

/** Places a legal hold: retention skips the candidate and erasure refuses until it is released. */
export const placeLegalHoldAction = defineAction(
  "placeLegalHold",
  { role: "admin", schema: legalHoldSchema },
  async ({ candidateId, reason }, { user, audit }) => {
    await placeLegalHold(candidateId, reason, user);
    await audit({ action: "legal-hold.place", targetType: "candidate", targetId: candidateId, after: { reason } });
    revalidatePath(`/candidates/${encodeURIComponent(candidateId)}`);
    revalidatePath("/settings/data");
    return { candidateId };
  },
);

export const releaseLegalHoldAction = defineAction(
  "releaseLegalHold",
  { role: "admin", schema: releaseHoldSchema },
  async ({ candidateId }, { audit }) => {
    const hold = await releaseLegalHold(candidateId);
    await audit({
      action: "legal-hold.release",
      targetType: "candidate",
      targetId: candidateId,
      before: { reason: hold.reason, placedBy: hold.placedByEmail, placedAt: hold.placedAt },
    });
    revalidatePath(`/candidates/${encodeURIComponent(candidateId)}`);
    revalidatePath("/settings/data");
    return { candidateId };
  },
);

/** Retention: off, or delete / anonymize a candidate's local data N days after their last screen ended. */
/** Who the next nightly run would take with these days: shown, and confirmed, before retention is turned on or shortened. */
export const previewRetentionAction = defineAction(
  "previewRetention",
  { role: "admin", schema: retentionSettingsSchema.pick({ days: true }).strict() },
  async ({ days }) => {
    const preview = await previewRetention(days);
    return {
      runAt: preview.runAt.toISOString(),
      count: preview.count,
      capped: preview.capped,
      sample: preview.sample.map((c) => ({ ...c, lastEndedAt: c.lastEndedAt?.toISOString() ?? null })),
    };
  },
);

export const saveRetentionAction = defineAction(
  "saveRetention",
  { role: "admin", schema: retentionSettingsSchema.strict() },
  async (settings, { audit }) => {
    const before = await readRetentionSettings();
    await saveRetentionSettings(settings);
    await audit({
      action: "retention.settings",
      targetType: "setting",
      targetId: "privacy.retention",
      before,
      after: settings,
    });
    revalidatePath("/settings/data");
    return settings;
  },
);

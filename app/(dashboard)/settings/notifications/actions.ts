"use server";

import { z } from "zod";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { deliveries, digestFrequencies, notificationKinds } from "@/lib/notifications/kinds";
import { enqueueDigestNow } from "@/lib/notifications/digest-schedule";
import { savePreferences } from "@/lib/notifications/preferences";
import { sendTestEmail, TEST_EMAIL_ACTION } from "@/lib/notifications/test-email";

const settingsSchema = z.object({
  choices: z.partialRecord(z.enum(notificationKinds), z.enum(deliveries)),
  digest: z.object({
    frequency: z.enum(digestFrequencies),
    hour: z.number().int().min(0, "Choose an hour from the list.").max(23, "Choose an hour from the list."),
    weekday: z.number().int().min(1, "Choose a day from the list.").max(7, "Choose a day from the list."),
  }),
});

/** Anyone signed in, for themself: which notifications reach them and when their digest goes. */
export const saveNotificationSettingsAction = defineAction(
  "saveNotificationSettings",
  { role: "recruiter", schema: settingsSchema },
  async ({ choices, digest }, { user, audit }) => {
    await savePreferences(user.id, user.role, choices, digest);
    await audit({
      action: "notifications.settings",
      targetType: "user",
      targetId: user.id,
      after: { choices, digest },
    });
    revalidatePath("/settings/notifications");
    return null;
  },
);

export const sendDigestNowAction = defineAction(
  "sendDigestNow",
  { role: "recruiter", schema: z.object({}) },
  async (_input, { user, audit }) => {
    await enqueueDigestNow(user.id);
    await audit({ action: "notifications.digest-now", targetType: "user", targetId: user.id });
    return { email: user.email };
  },
);

/** Anyone signed in, to themself: one email now, to see that email reaches them (SMTP or the sandbox's Sent mail). */
export const sendTestEmailAction = defineAction(
  "sendTestEmail",
  { role: "recruiter", schema: z.object({}) },
  async (_input, { user, audit }) => {
    const sent = await sendTestEmail(user);
    await audit({ action: TEST_EMAIL_ACTION, targetType: "user", targetId: user.id, metadata: { mode: sent.mode } });
    return sent;
  },
);

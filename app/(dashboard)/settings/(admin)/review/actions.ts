"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { readReviewSettings, saveReviewSettings } from "@/lib/review/review-settings";
import { reviewSettingsSchema } from "@/lib/review/review-settings-schema";

/** The team's review rules: verdict reasons, second opinions, independent decisions. Applies from the next request. */
export const setReviewSettingsAction = defineAction(
  "setReviewSettings",
  { role: "admin", schema: reviewSettingsSchema.strict() },
  async (settings, { audit }) => {
    const before = await readReviewSettings();
    await saveReviewSettings(settings);
    await audit({
      action: "review.settings",
      targetType: "setting",
      targetId: "review.settings",
      before,
      after: settings,
    });
    revalidatePath("/", "layout");
    return settings;
  },
);

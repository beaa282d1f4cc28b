import "server-only";
import { cache } from "react";
import { readAppSetting, writeAppSetting } from "@/lib/db/app-settings";
import { defaultReviewSettings, reviewSettingsSchema, type ReviewSettings } from "./review-settings-schema";

const KEY = "review.settings";

/** The stored settings, or the defaults where nothing readable is stored. Read once per request. */
export const readReviewSettings = cache(async function readReviewSettings(): Promise<ReviewSettings> {
  const parsed = reviewSettingsSchema.safeParse(await readAppSetting(KEY));
  return parsed.success ? parsed.data : defaultReviewSettings;
});

export async function saveReviewSettings(settings: ReviewSettings) {
  await writeAppSetting(KEY, settings);
}

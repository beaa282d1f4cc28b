import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { defaultReviewSettings, reviewSettingsSchema, type ReviewSettings } from "./review-settings-schema";

const KEY = "review.settings";

/** The stored settings, or the defaults where nothing readable is stored. Read once per request. */
export const readReviewSettings = cache(async function readReviewSettings(): Promise<ReviewSettings> {
  const row = await db.appSetting.findUnique({ where: { key: KEY } });
  const parsed = reviewSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultReviewSettings;
});

export async function saveReviewSettings(settings: ReviewSettings) {
  await db.appSetting.upsert({
    where: { key: KEY },
    create: { key: KEY, value: settings },
    update: { value: settings },
  });
}

import "server-only";
import { readAppSetting, writeAppSetting } from "@/lib/db/app-settings";
import type { Prisma } from "@/lib/db/generated/client";
import { defaultRetentionSettings, retentionSettingsSchema, type RetentionSettings } from "./retention-schema";
import type { RetentionReport } from "./retention";

const KEY = "privacy.retention";
const LAST_RUN = "privacy.retention.last-run";

export async function readRetentionSettings(): Promise<RetentionSettings> {
  const parsed = retentionSettingsSchema.safeParse(await readAppSetting(KEY));
  return parsed.success ? parsed.data : defaultRetentionSettings;
}

export async function saveRetentionSettings(settings: RetentionSettings) {
  await writeAppSetting(KEY, settings);
}

export interface RetentionRun extends RetentionReport {
  at: string;
  settings: RetentionSettings;
}

/** The last nightly run, for Settings → Data. */
export async function readLastRetentionRun(): Promise<RetentionRun | null> {
  return ((await readAppSetting(LAST_RUN)) as RetentionRun | undefined) ?? null;
}

export async function saveLastRetentionRun(run: RetentionRun) {
  const value = JSON.parse(JSON.stringify(run)) as Prisma.InputJsonValue;
  await writeAppSetting(LAST_RUN, value);
}

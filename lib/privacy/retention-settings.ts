import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { defaultRetentionSettings, retentionSettingsSchema, type RetentionSettings } from "./retention-schema";
import type { RetentionReport } from "./retention";

const KEY = "privacy.retention";
const LAST_RUN = "privacy.retention.last-run";

export async function readRetentionSettings(): Promise<RetentionSettings> {
  const row = await db.appSetting.findUnique({ where: { key: KEY } });
  const parsed = retentionSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultRetentionSettings;
}

export async function saveRetentionSettings(settings: RetentionSettings) {
  await db.appSetting.upsert({
    where: { key: KEY },
    create: { key: KEY, value: settings },
    update: { value: settings },
  });
}

export interface RetentionRun extends RetentionReport {
  at: string;
  settings: RetentionSettings;
}

/** The last nightly run, for Settings → Data. */
export async function readLastRetentionRun(): Promise<RetentionRun | null> {
  const row = await db.appSetting.findUnique({ where: { key: LAST_RUN } });
  return (row?.value as RetentionRun | undefined) ?? null;
}

export async function saveLastRetentionRun(run: RetentionRun) {
  const value = JSON.parse(JSON.stringify(run)) as Prisma.InputJsonValue;
  await db.appSetting.upsert({ where: { key: LAST_RUN }, create: { key: LAST_RUN, value }, update: { value } });
}

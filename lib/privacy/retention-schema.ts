import { z } from "zod";

/**
 * Retention (Settings → Data): off by default. When on, a candidate whose every screen completed or expired more than
 * `days` ago has their local data deleted or anonymized by the nightly job (lib/privacy/retention.ts).
 */
export const retentionSettingsSchema = z.object({
  enabled: z.boolean(),
  days: z.number().int().min(30, "Keep data at least 30 days.").max(3650, "At most 3650 days (ten years)."),
  mode: z.enum(["delete", "anonymize"]),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const defaultRetentionSettings: RetentionSettings = { enabled: false, days: 365, mode: "anonymize" };

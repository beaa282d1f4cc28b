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

/** What each choice removes, in the words the settings page shows. */
export const retentionModeText: Record<RetentionSettings["mode"], string> = {
  delete:
    "Delete: everything the dashboard holds on them goes, as an erasure does: their record, screens, results, notes, " +
    "tags, decisions, flag verdicts, IP reports, Scout runs, import rows, share links (revoked), ATS and webhook " +
    "bodies, notifications and the personal parts of audit entries. Their screens leave the analytics figures too.",
  anonymize:
    "Anonymize: the same personal data goes (name, email, ATS ids, results' full reports, notes, tags, free text of " +
    "decisions and verdicts, IP reports, Scout runs, import rows, share links, ATS and webhook bodies, notifications, " +
    "personal parts of audit entries), but their screens stay under an anonymous stand-in with status, problem, " +
    "score, dates and flag counts, so analytics and cohorts keep counting them.",
};

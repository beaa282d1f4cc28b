import type { RetentionSettings } from "./retention-schema";

/** What each choice removes, in the words the settings page shows (without zod: the page imports it in the browser). */
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

import type { DocContext, ExportDocument } from "./export-document-model";
import { nextRetentionRun, RETENTION_RUN_UTC, terminalStatuses } from "./retention-schedule";
import { serviceCopyText } from "./service-copy";

const DAY_MS = 86_400_000;
const runTime = `${String(RETENTION_RUN_UTC.hour).padStart(2, "0")}:${String(RETENTION_RUN_UTC.minute).padStart(2, "0")} UTC`;

const modeWords = {
  delete: "deletes everything the dashboard holds about them",
  anonymize:
    "removes their personal data (name, email, ATS ids, full reports, notes, the free text of decisions and verdicts, " +
    "messages) and keeps their screens only under an anonymous stand-in (status, problem, score, dates), so our " +
    "figures still count them",
} as const;

/**
 * When the person's data will be erased, in words: first the line about them (a legal hold, retention off, or the
 * night the retention run would take them, by the same rule as the run in retention.ts: every screen of theirs
 * completed or expired more than N days before it, no legal hold), then the rule as Settings → Data has it, and what
 * erasure cannot reach: the screening service's own copy.
 */
export function erasureOutlook({ facts, rows, when, day }: DocContext): ExportDocument["erasure"] {
  const { retention, now, candidateId } = facts;
  const [hold] = rows.legal_hold ?? [];
  const details = [
    ...(retention.enabled
      ? [
          `Retention is on: ${retention.days} days after a candidate's last screen was completed or expired, the ` +
            `nightly run (${runTime}) ${modeWords[retention.mode]}.`,
        ]
      : []),
    hold
      ? "Once the hold is released, you can ask us to erase your data at any time."
      : "You can ask us to erase it sooner at any time: an admin can then erase it at once.",
    `For the admin: ${serviceCopyText}`,
  ];
  if (hold)
    return {
      headline:
        `Your data is under a legal hold since ${day(hold.placedAt)}: it is kept until the hold is released, and a ` +
        "request to erase it is refused while the hold lasts. The hold's reason is in data/legal_hold.json.",
      details,
    };
  if (!retention.enabled)
    return {
      headline: "Retention is off: we keep this data until an admin erases it, for example at your request.",
      details,
    };
  const screens = (rows.mirror_screen ?? []).filter((s) => s.candidateId === candidateId && !s.goneAt);
  const open = screens.filter((s) => !terminalStatuses.includes(s.status));
  if (!rows.mirror_candidate?.length || !screens.length)
    return {
      headline:
        "You have no screen with us, so the nightly retention run never takes you: the data stays until it is " +
        "erased on request.",
      details,
    };
  if (open.length)
    return {
      headline:
        `Not dated yet: ${open.length === 1 ? "a screen of yours is" : `${open.length} screens of yours are`} still ` +
        `open (${open.map((s) => s.status).join(", ")}). Once every one has ended, the nightly run erases your data ` +
        `${retention.days} days later.`,
      details,
    };
  const lastEnd = Math.max(...screens.map((s) => (s.completedAt ?? s.statusAt).getTime()));
  const run = nextRetentionRun(new Date(Math.max(lastEnd + retention.days * DAY_MS, now.getTime())));
  return {
    headline:
      `Planned erasure: the nightly run of ${when(run)}, ${retention.days} days after your last screen ended ` +
      `(${when(new Date(lastEnd))}), unless a new screen is sent to you before then.`,
    details,
  };
}

/** One table of the export in the words of the person it is about: what its rows are, and what one holds. */
export interface TableWords {
  /** A short name for its rows, plural ("Audit log entries"). */
  label: string;
  /** What its rows hold, addressed to the person ("you", "your"). */
  holds: string;
}

const ats = "our applicant tracking system (ATS)";

/**
 * Every table the export can hold (subject-rows.ts), described for the person: the document's activity counts and its
 * appendix read these. A table missing here is still exported, described by `wordsFor` in general terms.
 */
const tableWords: Record<string, TableWords> = {
  mirror_candidate: {
    label: "Your record",
    holds: `Your name and email, ${ats} and its id for you, and when your record was created, as the screening service holds them.`,
  },
  mirror_candidate_screens: {
    label: "Screens summary",
    holds: "How many screens you were sent, and the latest one's status and date.",
  },
  mirror_screen: {
    label: "Screens",
    holds:
      "The assessments you were sent: problem, type, status and dates; score, integrity risk and findings once completed.",
  },
  result_snapshot: {
    label: "Results",
    holds:
      "Your results in full as the screening service reported them: score, scores per part with their explanations, the integrity report and the time you took.",
  },
  result_dimension: { label: "Scores per part", holds: "Your score on each part of a graded assessment." },
  result_flag: {
    label: "Integrity findings",
    holds:
      "What the screening service's integrity checks found in your assessments: each check, its level and the day.",
  },
  analytics_screen: {
    label: "Figures",
    holds:
      "What our hiring figures count of each of your screens: when it was issued, started, completed, reviewed and decided, its score and the decision.",
  },
  screen_issuer: { label: "Who sent your screens", holds: "Who on our team sent each of your screens, and when." },
  note: { label: "Notes", holds: "Notes people on our team wrote about you or your results." },
  tag: { label: "Labels", holds: "Labels (tags) people on our team put on you or your results." },
  decision: {
    label: "Decisions",
    holds: "Decisions on your results (advance, hold or reject) with the reason given, who decided and when.",
  },
  flag_review: {
    label: "Verdicts on integrity findings",
    holds: "Our team's current verdict on each integrity finding, with its reason and note.",
  },
  flag_review_change: {
    label: "Earlier verdicts",
    holds: "Every verdict given on your integrity findings, in order, second opinions included.",
  },
  review_request: {
    label: "Second-opinion requests",
    holds: "A reviewer asking a teammate for a second opinion on one of your integrity findings, with their note.",
  },
  ip_report: {
    label: "IP address reports",
    holds:
      "IP addresses our team reported to the screening service as yours, where each was observed, and the service's answer.",
  },
  scout_request: {
    label: "Background checks (Scout)",
    holds:
      "Background checks our team asked the screening service to run: the phone number, profile links and résumé file names given, and the verdict.",
  },
  legal_hold: { label: "Legal hold", holds: "A hold on your data: why, who placed it and when." },
  candidate_reveal: {
    label: "Blind-review reveals",
    holds: "Reviewers who were shown your name after recording their verdicts on your result without seeing it.",
  },
  demographic_answer: {
    label: "Self-identification answers",
    holds: "Your voluntary answers on sex, race or ethnicity, veteran and disability status, and where they came from.",
  },
  result_retake: { label: "Retakes", holds: "New screens issued to you in place of an earlier result." },
  calibration_item: {
    label: "Calibration entries",
    holds: "Your results chosen for a calibration exercise, in which reviewers practise deciding alike.",
  },
  calibration_answer: {
    label: "Calibration answers",
    holds: "Reviewers' practice decisions on your results in a calibration exercise; they decided nothing about you.",
  },
  bulk_job_row: {
    label: "Import rows",
    holds:
      "Rows of a file our team imported, or of a list it sent screens to at once, that named you, and what became of each.",
  },
  share_link: {
    label: "Share links",
    holds:
      "Links our team made to show your result to a colleague: who made each, when, and when it expires or was revoked.",
  },
  ats_application_screen: {
    label: "ATS applications",
    holds: `Your applications in ${ats} that led to a screen: the ATS, application, job and stage.`,
  },
  ats_inbound_event: { label: "Messages from the ATS", holds: `Messages ${ats} sent the dashboard that name you.` },
  outbox_message: {
    label: "Updates to the ATS",
    holds: `Updates the dashboard sent, or is to send, to ${ats} about you, such as your score.`,
  },
  ats_log_entry: {
    label: "ATS integration log",
    holds: `Calls between the dashboard and ${ats} that name you, with what was sent and answered.`,
  },
  webhook_event: {
    label: "Messages from the screening service",
    holds: "Messages the screening service sent the dashboard about you or your screens.",
  },
  notification: {
    label: "Notifications",
    holds:
      "Notices to people on our team about your screens (a screen completed, say). They hold references, not your name.",
  },
  chat_post: { label: "Chat posts", holds: "Posts about your screens to our team's chat channels." },
  caught_mail: {
    label: "Held emails",
    holds: "Emails the dashboard wrote that name you, kept instead of sent because it ran as a test setup.",
  },
  sync_run: {
    label: "Sync notes",
    holds: "Notes of the dashboard's regular copy from the screening service that name you.",
  },
  audit_event: {
    label: "Audit log entries",
    holds: "The audit log of every change our team made about you: who, what and when, with what changed.",
  },
  audit_event_mentions: {
    label: "Audit log mentions",
    holds: "Audit log entries about someone else that name you: where and how you are named, without the rest.",
  },
  notification_mentions: {
    label: "Notification mentions",
    holds: "Notifications about someone else that name you: where and how you are named, without the rest.",
  },
  chat_post_mentions: {
    label: "Chat post mentions",
    holds: "Chat posts about someone else that name you: where and how you are named, without the rest.",
  },
};

/** A table's words: its own, or general ones for a table added since. */
export const wordsFor = (table: string): TableWords =>
  tableWords[table] ?? {
    label: table.replaceAll("_", " "),
    holds: `Rows of the dashboard's ${table.replaceAll("_", " ")} table that refer to you.`,
  };

/** Where a completed screen's results PDF goes in the archive. */
export const resultsPdfPath = (interviewId: string) => `results/${interviewId.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;

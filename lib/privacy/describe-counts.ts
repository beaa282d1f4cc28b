/** Plain words for each kind of data an erasure counts (lib/privacy/erase-subjects.ts). */
const kindLabels: Record<string, string> = {
  candidates: "candidate record",
  screens: "screen",
  results: "result",
  resultDimensions: "dimension score",
  resultFlags: "integrity flag",
  analytics: "analytics row",
  screenIssuers: "issuer record",
  notes: "note",
  tags: "tag",
  decisions: "decision",
  flagVerdicts: "flag verdict",
  flagVerdictHistory: "earlier verdict",
  secondOpinionRequests: "second-opinion request",
  ipReports: "IP report",
  scoutRuns: "Scout run",
  reveals: "blind-review reveal",
  demographics: "voluntary self-identification answer",
  retakeLinks: "retake link",
  calibrationItems: "calibration set entry",
  calibrationAnswers: "calibration answer",
  bulkRows: "bulk or import row",
  shareLinks: "share link",
  atsApplications: "ATS application link",
  atsInbound: "ATS web hook body",
  atsLog: "ATS log entry",
  outbox: "outgoing message",
  webhookEvents: "webhook event body",
  notifications: "notification",
  chatPosts: "chat post",
  caughtMail: "caught email",
  syncNotes: "sync run note",
  auditEntries: "audit entry",
};

const plural = (label: string) => (label.endsWith("y") ? `${label.slice(0, -1)}ies` : `${label}s`);

/** "1 candidate record, 3 screens, 2 notes" – or "nothing held" when the counts are empty. */
export function describeCounts(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => {
      const label = kindLabels[kind] ?? kind;
      return `${n} ${n === 1 ? label : plural(label)}`;
    });
  return parts.length ? parts.join(", ") : "nothing was held";
}

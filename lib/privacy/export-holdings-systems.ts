import type { DocContext, DocSection } from "./export-document-model";
import { wordsFor } from "./export-contents";
import { atsName, inWords } from "./export-words";

// "What we hold", the parts from other systems (the ATS, imports) and the dashboard's records of its own work.

/** Tables the document shows row by row; every other table is counted under "Records of activity". */
const shownInDetail = new Set([
  "mirror_candidate",
  "mirror_screen",
  "result_snapshot",
  "result_dimension",
  "result_flag",
  "flag_review",
  "flag_review_change",
  "note",
  "tag",
  "decision",
  "ip_report",
  "scout_request",
  "demographic_answer",
  "ats_application_screen",
  "bulk_job_row",
  "share_link",
  "legal_hold",
]);

export function atsApplicationsSection({ rows, screen, when }: DocContext): DocSection | null {
  const applications = rows.ats_application_screen ?? [];
  if (!applications.length) return null;
  return {
    id: "ats-applications",
    heading: "Applications in our applicant tracking system",
    text: [
      "Your applications in our applicant tracking system (ATS) that led to a screen: when an application reached a " +
        "stage, the dashboard sent you the screen for it.",
    ],
    tables: [
      {
        caption: "ATS applications",
        head: ["ATS", "Application", "Job", "Stage", "Screen", "State", "Last change"],
        rows: applications.map((a) => [
          atsName(a.ats),
          a.applicationId,
          a.jobId,
          a.stageKey,
          a.interviewId ? screen(a.interviewId) : "Not issued",
          `${inWords(a.state)}${a.lastError ? `: ${a.lastError}` : ""}`,
          when(a.updatedAt),
        ]),
      },
    ],
  };
}

export function importsSection({ rows, when }: DocContext): DocSection | null {
  const imported = rows.bulk_job_row ?? [];
  if (!imported.length) return null;
  return {
    id: "imports",
    heading: "Imports and bulk sends",
    text: [
      "Rows naming you in a file our team imported (a roster or an export from another system), or in a list it " +
        "sent screens to at once, and what became of each.",
    ],
    tables: [
      {
        caption: "Import rows",
        head: ["Last change", "Name", "Email", "ATS id", "From", "Outcome"],
        rows: imported.map((r) => [
          when(r.updatedAt),
          r.name,
          r.email,
          r.externalId ? `${r.externalId}${r.integrationSource ? ` (${atsName(r.integrationSource)})` : ""}` : "—",
          r.inputLine === null ? "Chosen in the dashboard" : `Line ${r.inputLine} of an imported file`,
          `${inWords(r.state)}${r.message ? `: ${r.message}` : ""}`,
        ]),
      },
    ],
  };
}

/** Everything not shown row by row, as how many and what it is (the rows are in the appendix). */
export function activitySection({ facts }: DocContext): DocSection | null {
  const counted = Object.entries(facts.tables).filter(([table, rows]) => rows.length && !shownInDetail.has(table));
  if (!counted.length) return null;
  return {
    id: "activity",
    heading: "Records of activity",
    text: [
      "Records the dashboard keeps as it works: messages, notifications, the audit log of what our team did. They " +
        "are counted here; each is in the appendix in full.",
    ],
    tables: [
      {
        caption: "Records of activity",
        head: ["What", "How many", "What it is"],
        rows: counted.map(([table, rows]) => [
          wordsFor(table).label,
          rows.length.toLocaleString("en"),
          wordsFor(table).holds,
        ]),
      },
    ],
  };
}

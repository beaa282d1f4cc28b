import { csvCell } from "./csv";
import type { JobRowView } from "./job-view";

/**
 * The columns of a job's outcome export, in order: every row of the job, left-out rows with why, the ATS ids
 * the file gave and the row's line in that file (the header is line 1; empty for people chosen in the picker).
 */
export const exportColumns = [
  "position",
  "inputLine",
  "name",
  "email",
  "integrationSource",
  "externalId",
  "candidateId",
  "state",
  "interviewId",
  "message",
] as const;

export type ExportRow = Pick<
  JobRowView,
  | "position"
  | "inputLine"
  | "name"
  | "email"
  | "integrationSource"
  | "externalId"
  | "candidateId"
  | "state"
  | "interviewId"
  | "message"
>;

const line = (cells: Array<string | number | null>) => `${cells.map(csvCell).join(",")}\r\n`;

export const exportHeader = line([...exportColumns]);

/** One row of the export, CRLF-terminated (RFC 4180); positions are 0-based in the database and exported 1-based. */
export function exportLine(row: ExportRow) {
  return line([
    row.position + 1,
    row.inputLine,
    row.name,
    row.email,
    row.integrationSource,
    row.externalId,
    row.candidateId,
    row.state,
    row.interviewId,
    row.message,
  ]);
}

import { csvCell } from "./csv";

/** The columns of a job's outcome export, in order. */
export const exportColumns = ["position", "name", "email", "candidateId", "state", "interviewId", "message"] as const;

export interface ExportRow {
  /** 0-based in the database; exported 1-based, as the dashboard numbers rows. */
  position: number;
  name: string;
  email: string;
  candidateId: string | null;
  state: string;
  interviewId: string | null;
  message: string | null;
}

const line = (cells: Array<string | number | null>) => `${cells.map(csvCell).join(",")}\r\n`;

export const exportHeader = line([...exportColumns]);

/** One row of the export, CRLF-terminated (RFC 4180). */
export function exportLine(row: ExportRow) {
  return line([row.position + 1, row.name, row.email, row.candidateId, row.state, row.interviewId, row.message]);
}

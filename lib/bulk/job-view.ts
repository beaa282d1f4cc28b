import type { BulkJob } from "@/lib/db/generated/client";
import { finalRowStates, rowStates, type BulkOptions, type JobKind, type RowState } from "./job-schemas";

/** A job's progress as pages and the progress endpoint send it: plain, serializable values. Browser-safe. */
export interface JobProgressView {
  jobId: string;
  status: string;
  total: number;
  /** Rows in a final state. */
  done: number;
  /** Rows received so far (below `total` while a roster sent in parts is arriving). */
  stored: number;
  counts: Record<RowState, number>;
  finishedAt: string | null;
  /** When the server read it: of two views of one job, the later one wins. */
  asOf: string;
}

export interface JobSummary extends JobProgressView {
  kind: JobKind;
  /** Null for import jobs. */
  problemId: string | null;
  problemName: string | null;
  problemStatus: string | null;
  options: BulkOptions;
  createdBy: string;
  createdAt: string;
}

/** One row of a job, as its table shows it. */
export interface JobRowView {
  id: string;
  position: number;
  candidateId: string | null;
  name: string;
  email: string;
  state: string;
  interviewId: string | null;
  message: string | null;
  inputLine: number | null;
  integrationSource: string | null;
  externalId: string | null;
}

export function toProgressView(
  job: Pick<BulkJob, "id" | "status" | "totalRows" | "finishedAt">,
  counts: Partial<Record<RowState, number>>,
  asOf = new Date(),
): JobProgressView {
  const all = Object.fromEntries(rowStates.map((s) => [s, counts[s] ?? 0])) as Record<RowState, number>;
  const stored = rowStates.reduce((sum, s) => sum + all[s], 0);
  const done = finalRowStates.reduce((sum, s) => sum + all[s], 0);
  return {
    jobId: job.id,
    status: job.status,
    total: job.totalRows,
    done,
    stored,
    counts: all,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    asOf: asOf.toISOString(),
  };
}

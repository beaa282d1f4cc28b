import type { JobStatus, RowState } from "./job-schemas";

/** Words and badge tones for job statuses and row states. Browser-safe. */

type Tone = "neutral" | "warning" | "danger" | "success";

export const jobStatusLabels: Record<JobStatus, string> = {
  preparing: "Uploading",
  running: "Running",
  paused: "Paused",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const jobStatusTones: Record<JobStatus, Tone> = {
  preparing: "neutral",
  running: "warning",
  paused: "neutral",
  completed: "success",
  cancelled: "danger",
};

export const rowStateLabels: Record<RowState, string> = {
  pending: "Pending",
  working: "Sending",
  waiting_problem: "Waiting for problem",
  issued: "Issued",
  already_issued: "Already issued",
  created: "Created",
  existing: "Already a candidate",
  failed: "Failed",
  skipped: "Skipped",
  cancelled: "Cancelled",
};

export const rowStateTones: Record<RowState, Tone> = {
  pending: "neutral",
  working: "warning",
  waiting_problem: "warning",
  issued: "success",
  already_issued: "success",
  created: "success",
  existing: "success",
  failed: "danger",
  skipped: "neutral",
  cancelled: "neutral",
};

/** Colours of the progress bar's segments, in the order they are drawn. */
export const rowStateBarColours: Partial<Record<RowState, string>> = {
  issued: "bg-emerald-500",
  already_issued: "bg-teal-400 dark:bg-teal-600",
  created: "bg-emerald-500",
  existing: "bg-teal-400 dark:bg-teal-600",
  failed: "bg-red-500",
  skipped: "bg-zinc-300 dark:bg-zinc-700",
  cancelled: "bg-zinc-400 dark:bg-zinc-600",
};

export const jobStatusLabel = (status: string) => jobStatusLabels[status as JobStatus] ?? status;
export const jobStatusTone = (status: string) => jobStatusTones[status as JobStatus] ?? "neutral";
export const rowStateLabel = (state: string) => rowStateLabels[state as RowState] ?? state;
export const rowStateTone = (state: string) => rowStateTones[state as RowState] ?? "neutral";

/** A job whose progress may still move on its own: workers are sending, or a roster is arriving. */
export const isJobMoving = (status: string, working = 0) =>
  status === "running" || status === "preparing" || working > 0;

import { z } from "zod";
import { issueScreenRequestSchema } from "@/lib/api-contract/requests";
import { rosterEntrySchema } from "./roster";

/** The most people one job may screen. */
export const MAX_ROSTER_ROWS = 10_000;

/** The options of spec 4.1 a bulk job applies to every screen it issues. */
export const bulkOptionsSchema = issueScreenRequestSchema.pick({ shouldSendEmail: true, bypassIDCheck: true, isSelfServe: true, inviteEmailLocale: true });
export type BulkOptions = z.infer<typeof bulkOptionsSchema>;

/** What the form chooses besides the people: the problem and the options. */
export const bulkSetupSchema = z.object({
  problemId: z.string().min(1, "Choose a problem"),
  options: bulkOptionsSchema,
});

const rosterSchema = z.array(rosterEntrySchema).min(1, "Add at least one candidate").max(MAX_ROSTER_ROWS, `At most ${MAX_ROSTER_ROWS.toLocaleString("en")} candidates per job`);

export const createBulkJobSchema = bulkSetupSchema.extend({
  roster: rosterSchema,
  /**
   * The whole roster's size when it is sent in parts (a server action's body is capped at 1 MB, which a
   * 10,000-row roster can exceed); absent when `roster` is all of it. The job waits, `preparing`, until every
   * part has arrived (appendBulkRowsSchema).
   */
  totalRows: z.number().int().min(1).max(MAX_ROSTER_ROWS).optional(),
});
export type CreateBulkJob = z.infer<typeof createBulkJobSchema>;

/** A further part of a roster sent in parts: its rows take positions offset, offset + 1, … */
export const appendBulkRowsSchema = z.object({ jobId: z.string().min(1), offset: z.number().int().min(0).max(MAX_ROSTER_ROWS), roster: rosterSchema });
export type AppendBulkRows = z.infer<typeof appendBulkRowsSchema>;

export const jobControls = ["pause", "resume", "cancel", "retry-failed"] as const;
export type JobControl = (typeof jobControls)[number];
export const controlBulkJobSchema = z.object({ jobId: z.string().min(1), control: z.enum(jobControls) });

/** Job statuses: `preparing` while a roster sent in parts is still arriving; workers claim `running` jobs only. */
export const jobStatuses = ["preparing", "running", "paused", "completed", "cancelled"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** Row states: `working` and `waiting_problem` hold a lease; the last four are final. */
export const rowStates = ["pending", "working", "waiting_problem", "issued", "already_issued", "failed", "cancelled"] as const;
export type RowState = (typeof rowStates)[number];
export const openRowStates: RowState[] = ["pending", "working", "waiting_problem"];
export const finalRowStates: RowState[] = ["issued", "already_issued", "failed", "cancelled"];

import { z } from "zod";
import { issueScreenRequestSchema } from "@/lib/api-contract/requests";
import { candidateFilterSchema } from "@/lib/sync/read/candidates-query";
import { rosterEntrySchema } from "./roster";
import { MAX_ROSTER_ROWS } from "./roster-limits";

export { MAX_ROSTER_ROWS };

/** `issue`: create the new candidates, then issue a screen to everyone; `import`: only create them. */
export const jobKinds = ["issue", "import"] as const;
export type JobKind = (typeof jobKinds)[number];

/** The options of spec 4.1 a bulk job applies to every screen it issues. */
export const bulkOptionsSchema = issueScreenRequestSchema.pick({
  shouldSendEmail: true,
  bypassIDCheck: true,
  isSelfServe: true,
  inviteEmailLocale: true,
});
export type BulkOptions = z.infer<typeof bulkOptionsSchema>;

/** What the form chooses besides the people: the problem and the options. */
export const bulkSetupSchema = z.object({
  problemId: z.string().min(1, "Choose a problem"),
  options: bulkOptionsSchema,
});

const rosterSchema = z
  .array(rosterEntrySchema)
  .min(1, "Add at least one candidate")
  .max(MAX_ROSTER_ROWS, `At most ${MAX_ROSTER_ROWS.toLocaleString("en")} candidates per job`);

export const createBulkJobSchema = bulkSetupSchema.extend({
  roster: rosterSchema,
  /**
   * The whole roster's size when it is sent in parts (a server action's body is capped at 1 MB, which a
   * large roster exceeds); absent when `roster` is all of it. The job waits, `preparing`, until every
   * part has arrived (appendBulkRowsSchema).
   */
  totalRows: z.number().int().min(1).max(MAX_ROSTER_ROWS).optional(),
});
export type CreateBulkJob = z.infer<typeof createBulkJobSchema>;

/** A job that only creates candidates (no problem, no options): "Import candidates". */
export const createImportJobSchema = createBulkJobSchema.pick({ roster: true, totalRows: true });
export type CreateImportJob = z.infer<typeof createImportJobSchema>;

/** A further part of a roster sent in parts: its rows take positions offset, offset + 1, … */
export const appendBulkRowsSchema = z.object({
  jobId: z.string().min(1),
  offset: z.number().int().min(0).max(MAX_ROSTER_ROWS),
  roster: rosterSchema,
});
export type AppendBulkRows = z.infer<typeof appendBulkRowsSchema>;

export const jobControls = ["pause", "resume", "cancel", "retry-failed"] as const;
export type JobControl = (typeof jobControls)[number];
export const controlBulkJobSchema = z.object({ jobId: z.string().min(1), control: z.enum(jobControls) });

/** Job statuses: `preparing` while a roster sent in parts is still arriving; workers claim `running` jobs only. */
export const jobStatuses = ["preparing", "running", "paused", "completed", "cancelled"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Row states: `working` and `waiting_problem` hold a lease; the others after the first three are final.
 * `created` and `existing` end rows of import jobs (a candidate made, or one found); `skipped` is a file row
 * the user left out, stored final with why.
 */
export const rowStates = [
  "pending",
  "working",
  "waiting_problem",
  "issued",
  "already_issued",
  "created",
  "existing",
  "failed",
  "skipped",
  "cancelled",
] as const;
export type RowState = (typeof rowStates)[number];
export const openRowStates: RowState[] = ["pending", "working", "waiting_problem"];
export const finalRowStates: RowState[] = [
  "issued",
  "already_issued",
  "created",
  "existing",
  "failed",
  "skipped",
  "cancelled",
];

/**
 * The people of a job chosen in the candidates picker: the ids ticked one by one, or every candidate matching
 * the picker's filters except those unticked. The server reads names and emails from the mirror, so the
 * browser never sends (or receives) the whole list.
 */
export const candidateSelectionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("ids"),
    ids: z.array(z.string().min(1).max(200)).min(1, "Select at least one candidate").max(MAX_ROSTER_ROWS),
  }),
  z.object({
    kind: z.literal("filter"),
    filter: candidateFilterSchema,
    exclude: z.array(z.string().min(1).max(200)).max(MAX_ROSTER_ROWS),
  }),
]);
export type CandidateSelection = z.infer<typeof candidateSelectionSchema>;

export const createBulkJobFromCandidatesSchema = bulkSetupSchema.extend({ selection: candidateSelectionSchema });
export type CreateBulkJobFromCandidates = z.infer<typeof createBulkJobFromCandidatesSchema>;

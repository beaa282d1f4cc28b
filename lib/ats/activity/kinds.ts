import { z } from "zod";

/** What an integration did, one event each (lib/ats/activity/describe.ts words them). Browser-safe. */
export const atsActivityKinds = [
  "screen-issued",
  "already-screened",
  "no-rule",
  "not-a-stage-change",
  "inbound-failed",
  "note-written",
  "file-attached",
  "score-written",
  "stage-moved",
  "stage-unchanged",
  "move-refused",
  "delivery-failed",
  "connection-tested",
] as const;
export type AtsActivityKind = (typeof atsActivityKinds)[number];

const text = (max: number) => z.string().max(max).optional();

/**
 * The facts an event keeps, in the ATS's terms and never about a person (names are looked up when read): the job and
 * stage, the rules that exist for that job, what the ATS answered, the score as the service gave it.
 */
export const atsActivityFactsSchema = z.object({
  jobId: text(100),
  jobName: text(500),
  stageName: text(200),
  /** no-rule: the stage names rules exist for on this job, and how many other jobs have rules. */
  rulesForJob: z.array(z.string().max(200)).max(50).optional(),
  otherJobsWithRules: z.number().int().min(0).optional(),
  /** not-a-stage-change: the ATS's own event name. */
  event: text(200),
  /** completed | decision: which update a delivery carried. */
  update: z.enum(["completed", "decision"]).optional(),
  decision: z.enum(["advance", "reject"]).optional(),
  score: z.number().optional(),
  /** The ATS's words, or the error, cut short. */
  reason: text(1000),
  /** connection-tested: the test's own summary. */
  summary: text(2000),
});
export type AtsActivityFacts = z.infer<typeof atsActivityFactsSchema>;

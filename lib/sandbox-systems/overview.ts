import { z } from "zod";

const at = z.string().max(40);
const text = (max: number) => z.string().max(max);

/** A note, file, stage move or field value the dashboard wrote to a sandbox ATS. */
const writeBackSchema = z.object({
  kind: z.enum(["note", "file", "stage", "field"]),
  /** The note's text, the file's name, "Advanced to Onsite" / "Rejected", or "screening_score = 87". */
  text: text(20_000),
  /** A file kept to download (the emulator keeps the last 50). */
  fileId: text(100).nullable(),
  at: at.nullable(),
});

const applicationSchema = z.object({
  id: text(100),
  candidateName: text(200),
  email: text(320),
  jobId: text(100),
  stage: text(200),
  status: text(40),
  writeBacks: z.array(writeBackSchema).max(500),
});

/** One sandbox ATS as its page shows it: jobs, stages, applications and what the dashboard wrote back. */
export const sandboxAtsOverviewSchema = z.object({
  jobs: z.array(z.object({ id: text(100), name: text(200) })).max(50),
  stages: z.array(z.object({ id: text(100), name: text(200) })).max(50),
  applications: z.array(applicationSchema).max(500),
  /**
   * What a one-click connection sets (lib/sandbox-systems/connect.ts): the stage its rule watches, and where a
   * decision moves an application (ids of this ATS's own stages, archive reason and score field, or null).
   */
  connectDefaults: z.object({
    ruleStage: text(200),
    scoreFieldId: text(100).nullable(),
    advanceStageId: text(100).nullable(),
    rejectStageId: text(100).nullable(),
    rejectReasonId: text(100).nullable(),
  }),
  /** The dashboard's calls to it, newest first (the last 200). */
  requests: z.array(z.object({ method: text(10), path: text(2000), status: z.number().int() })).max(500),
});
export type SandboxAtsOverview = z.infer<typeof sandboxAtsOverviewSchema>;

/** Applications kept per sandbox ATS: the seed and what people add, the oldest added ones dropped beyond. */
export const SANDBOX_ATS_APPLICATIONS = 100;

/** What the sandbox ATS page asks of it: move an application (its signed web hook follows) or add one. */
export const sandboxAtsActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("move"), applicationId: text(100).min(1), stage: text(200).min(1) }),
  z.object({
    type: z.literal("add"),
    jobId: text(100).min(1),
    name: z.string().trim().min(1, "Name the candidate.").max(120, "Keep the name under 120 characters."),
    email: z.email("Enter an email address.").max(200),
  }),
]);
export type SandboxAtsAction = z.infer<typeof sandboxAtsActionSchema>;

/**
 * The answer to a move: the status the dashboard's web-hook receiver gave the sandbox ATS's delivery, or null when
 * nothing was sent (the sandbox Workable posts only to a subscription, which connecting it makes).
 */
export const sandboxMoveAnswerSchema = z.object({ webhookStatus: z.number().int().nullable() });

/** One post the chat catcher caught. */
export const caughtChatPostSchema = z.object({
  id: text(100),
  provider: z.enum(["slack", "teams"]),
  at,
  body: z.unknown(),
});
export type CaughtChatPost = z.infer<typeof caughtChatPostSchema>;
export const caughtChatSchema = z.object({ posts: z.array(caughtChatPostSchema).max(500) });

import "server-only";
import type { AccessNeededIf } from "./access-report";
import type { AtsCall, AtsEndpoint } from "./http/ats-request";
import type { AtsKind } from "./kinds";

/** An application that entered a stage, as any ATS reports it (web hook or poll). */
export interface StageChange {
  applicationId: string;
  atsCandidateId: string;
  jobId: string;
  /** The job's name where the ATS's answer carries it (Greenhouse, Ashby, Workable), for the integration log. */
  jobName?: string | null;
  stageName: string;
  stageId: string | null;
  candidateName: string;
  candidateEmail: string | null;
}

/** What the adapters need of a connection: its endpoint (key inside) and the admin's choices. */
export interface OpenConnection {
  ats: AtsKind;
  endpoint: AtsEndpoint;
  actingUserId: string | null;
  scoreFieldId: string | null;
  moveOnDecision: boolean;
  rejectReasonId: string | null;
  advanceStageId: string | null;
  rejectStageId: string | null;
}

/** Where in the ATS an update goes. */
export interface UpdateTarget {
  applicationId: string;
  atsCandidateId: string;
  stageId: string | null;
}

/** For the integration log: the outbox message and attempt a call belongs to. */
export interface CallContext {
  outboxId: string;
  attempt: number;
}

export type WebhookCheck =
  { ok: false; reason: string } | { ok: true; deliveryId: string; kind: string; payload: unknown };

export interface StageRuleRef {
  jobId: string;
  stageName: string;
}

/** A job as the stage-rule form offers it: the id a rule stores and the name the ATS shows. */
export interface AtsJob {
  id: string;
  name: string;
}

/** A stage of a job: rules match stages by name (the id is shown only to tell two alike apart). */
export interface AtsStage {
  id: string;
  name: string;
}

/**
 * One permission the integration needs, checked with a harmless call: a read of at most one row, or a write to an id
 * that does not exist (allowed: the ATS answers "not found"; not allowed: 403). lib/ats/test-connection.ts runs them.
 */
export interface AccessProbe {
  /** What the key may do when the call is allowed, as the end of "Can …": "list jobs". */
  can: string;
  /** Set when only some settings need it: the move of a decision, or a score field. */
  onlyIf?: AccessNeededIf;
  /** A write made as the connection's acting user: not checked until that user is named (the ATS would refuse it). */
  actsAsUser?: true;
  call(connection: OpenConnection): AtsCall;
}

/** How an ATS's key is checked: the probes, and (where a refused key and a missing permission share a status) which. */
export interface AccessCheck {
  probes: readonly AccessProbe[];
  /** Whether an error answer means the key itself is refused; absent: a 401 does. */
  keyRefused?(status: number, message: string): boolean;
}

/**
 * One ATS behind the shared machinery (reception, rules, outbox, log). Each method follows that ATS's public API
 * documentation; the emulators in emulators/<ats> are written from the same pages. An ATS keeps files apart from
 * notes (Harvest, Lever, Ashby) or sends one with a note (Workable): see AtsFilesApart and AtsFileWithNote.
 */
export type AtsAdapter = AtsAdapterCalls & (AtsFilesApart | AtsFileWithNote);

interface AtsAdapterCalls {
  /** The permissions the integration needs, in the order the test says them. */
  access: AccessCheck;
  /** Open jobs, following the ATS's paging, at most `limit`. */
  listOpenJobs(connection: OpenConnection, limit: number): Promise<AtsJob[]>;
  /** The stages of one job's pipeline (Lever: the account's stages, which every posting shares). */
  listStages(connection: OpenConnection, jobId: string): Promise<AtsStage[]>;
  /** Verifies a web hook with the ATS's own signature scheme before anything is parsed or stored. */
  verifyWebhook(headers: Headers, body: string, secret: string): WebhookCheck;
  /** The Authorization header the key travels in; absent: Basic with the key as user name (Harvest, Lever, Ashby). */
  authorization?(key: string): string;
  /** The stage change a stored delivery reports (calling the ATS where its hook carries ids only), or null. */
  stageChangeOf(connection: OpenConnection, kind: string, payload: unknown): Promise<StageChange | null>;
  /** Applications now in a rule's stage (the polling fallback), page by page within the ATS's rate limits. */
  pollStage(connection: OpenConnection, rule: StageRuleRef): AsyncGenerator<StageChange>;
  /** The id of a note carrying `marker`, if an earlier attempt's note landed although its answer was lost. */
  findNote(connection: OpenConnection, target: UpdateTarget, marker: string): Promise<string | null>;
  addNote(connection: OpenConnection, target: UpdateTarget, text: string, context: CallContext): Promise<string>;
  /** Writes the score into the custom field the admin named (ATSs without one: absent). */
  setScore?(
    connection: OpenConnection,
    target: UpdateTarget,
    fieldId: string,
    score: number,
    context: CallContext,
  ): Promise<void>;
  /** Advances or rejects the application; true when done now, false when it had already moved (nothing sent). */
  move(
    connection: OpenConnection,
    target: UpdateTarget,
    decision: "advance" | "reject",
    context: CallContext,
  ): Promise<boolean>;
}

/** An ATS that keeps files apart from notes: the results PDF is uploaded on its own and looked for by its name. */
interface AtsFilesApart {
  /** Whether a file of this name is already on the application/candidate (a lost answer's upload). */
  hasFile(connection: OpenConnection, target: UpdateTarget, filename: string): Promise<boolean>;
  attachFile(
    connection: OpenConnection,
    target: UpdateTarget,
    file: { filename: string; bytes: Uint8Array },
    context: CallContext,
  ): Promise<void>;
  addNoteWithFile?: never;
}

/**
 * An ATS whose note carries an attachment (Workable's comments): the completion's note and its PDF are one call, so
 * a note found again by its marker has its file too.
 */
interface AtsFileWithNote {
  addNoteWithFile(
    connection: OpenConnection,
    target: UpdateTarget,
    text: string,
    file: { filename: string; bytes: Uint8Array },
    context: CallContext,
  ): Promise<string>;
  hasFile?: never;
  attachFile?: never;
}

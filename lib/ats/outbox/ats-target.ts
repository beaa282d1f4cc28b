import "server-only";
import { db } from "@/lib/db/client";
import { env, publicOrigin } from "@/lib/env";
import { getScreeningApi } from "@/lib/screening-api";
import { createShareLink } from "@/lib/share-links/store";
import type { OutboxTarget, SaveProgress } from "@/lib/outbox/target";
import type { AtsAdapter, UpdateTarget } from "../adapter";
import { atsRegistry } from "../registry";
import { openConnection } from "../connections";
import { AtsHttpError } from "../http/ats-request";
import { withCallContext } from "../http/call-context";
import { recordAtsActivity } from "../activity/record";
import type { AtsActivityFacts, AtsActivityKind } from "../activity/kinds";
import { legacyNoteMarker, noteMarker, noteText } from "./note-text";
import { atsUpdatePayloadSchema } from "./payload";

const MAX_PDF_BYTES = 20 * 1024 * 1024;

async function readPdf(interviewId: string): Promise<Uint8Array> {
  const pdf = await getScreeningApi().results.pdf(interviewId);
  const reader = pdf.stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_PDF_BYTES) {
      await reader.cancel();
      throw new Error("the results PDF is larger than 20 MB");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The link back: the result's page for someone signed in, or a share link made once per message; built from PUBLIC_URL
 * when it is set (the address every email and chat link uses), else from the connection's dashboard address.
 */
async function linkBack(
  connection: { linkMode: string; dashboardOrigin: string; ats: string },
  interviewId: string,
  progress: Record<string, unknown>,
  save: (patch: Record<string, string>) => Promise<void>,
) {
  const origin = env.PUBLIC_URL ? publicOrigin : connection.dashboardOrigin;
  if (connection.linkMode !== "share_link") return `${origin}/results/${encodeURIComponent(interviewId)}`;
  if (typeof progress.link === "string") return progress.link;
  const link = await createShareLink(interviewId, 90, { id: null, email: `${connection.ats}-integration` });
  const url = `${origin}/shared/${link.token}`;
  await save({ link: url });
  return url;
}

/**
 * Results and decisions into the ATS, step by step, each step's outcome saved before the next: the note (its id
 * kept; a note whose answer was lost is looked for by its marker before writing again), the PDF (looked for by
 * name; or sent with the note where the ATS's notes carry a file), the score field, the stage move (which reads the
 * application first). Exactly one note per message.
 */
export const atsOutboxTarget: OutboxTarget = {
  async deliver(message, progress, save) {
    const payload = atsUpdatePayloadSchema.parse(message.payload);
    const row = await db.atsApplicationScreen.findUnique({ where: { id: payload.applicationScreenId } });
    const context = { outboxId: message.id, attempt: message.attempts + 1 };
    const step = { name: "start" as DeliveryStep };
    const record = activityOf(payload, row, context);
    try {
      // Every call of this attempt, reads included, is logged as this attempt's: the log row's raw exchange.
      await withCallContext(context, () => deliverSteps(payload, row, context, progress, save, step, record));
    } catch (error) {
      await recordFailure(record, atsRegistry[payload.ats].label, step.name, payload.decision?.value, error);
      throw error;
    }
  },
};

type Payload = ReturnType<typeof atsUpdatePayloadSchema.parse>;
type ScreenRow = Awaited<ReturnType<typeof db.atsApplicationScreen.findUnique>>;
type DeliveryStep = "start" | "note" | "file" | "score" | "move";
type RecordActivity = ReturnType<typeof activityOf>;

/** The integration log's event for a step, about this delivery's candidate, problem and screen. */
const activityOf =
  (payload: Payload, row: ScreenRow, context: { outboxId: string; attempt: number }) =>
  (kind: AtsActivityKind, facts: AtsActivityFacts = {}) =>
    recordAtsActivity({
      ats: payload.ats,
      kind,
      candidateId: row?.candidateId,
      problemId: row?.problemId,
      interviewId: row?.interviewId,
      outboxId: context.outboxId,
      attempt: context.attempt,
      facts: { update: payload.event, ...facts },
    });

/**
 * What went wrong, for the log's second line: the ATS's answer without the request line ("Greenhouse answered HTTP
 * 500: Internal error"; the call itself is one click away), or that it could not be reached.
 */
function failureInWords(label: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof AtsHttpError)) return message;
  const said = message.replace(/^[A-Z]+ \S+: /, "");
  if (error.status !== null) return `${label} answered ${said}`;
  return error.transient ? `${label} could not be reached (${said})` : said;
}

/** A refused stage move in the ATS's own words; any other failure as what failed (its next try is read with it). */
async function recordFailure(
  record: RecordActivity,
  label: string,
  step: DeliveryStep,
  decision: string | undefined,
  error: unknown,
) {
  const reason = failureInWords(label, error);
  const refused = error instanceof AtsHttpError && !error.transient && step === "move";
  await record(refused ? "move-refused" : "delivery-failed", {
    reason,
    ...(decision === "advance" || decision === "reject" ? { decision } : {}),
  });
}

interface Delivery {
  payload: Payload;
  row: NonNullable<ScreenRow> & { interviewId: string };
  connection: NonNullable<Awaited<ReturnType<typeof openConnection>>>;
  adapter: AtsAdapter;
  target: UpdateTarget;
  context: { outboxId: string; attempt: number };
  progress: Record<string, unknown>;
  save: SaveProgress;
  record: RecordActivity;
  filename: string;
}

async function deliverSteps(
  payload: Payload,
  row: ScreenRow,
  context: { outboxId: string; attempt: number },
  progress: Record<string, unknown>,
  save: SaveProgress,
  step: { name: DeliveryStep },
  record: RecordActivity,
) {
  if (!row?.interviewId) throw new Error("the application's screen is gone");
  const connection = await openConnection(payload.ats);
  if (!connection) throw new Error(`no ${payload.ats} connection: reconnect, then send again`);
  const delivery: Delivery = {
    payload,
    row: { ...row, interviewId: row.interviewId },
    connection,
    adapter: atsRegistry[payload.ats].adapter,
    target: { applicationId: row.applicationId, atsCandidateId: row.atsCandidateId, stageId: row.stageId },
    context,
    progress,
    save,
    record,
    filename: `screening-results-${row.interviewId}.pdf`,
  };
  const results = await getScreeningApi().results.get(row.interviewId);
  if (typeof progress.noteId !== "string") {
    step.name = "note";
    await writeNote(delivery, results);
  }
  if (payload.event === "completed" && progress.fileDone !== true) {
    step.name = "file";
    await attachPdf(delivery);
  }
  if (
    payload.event === "completed" &&
    connection.scoreFieldId &&
    results.score !== null &&
    progress.scoreDone !== true
  ) {
    step.name = "score";
    await writeScore(delivery, connection.scoreFieldId, results.score);
  }
  const decision = payload.decision?.value;
  if (
    payload.event === "decision" &&
    connection.moveOnDecision &&
    (decision === "advance" || decision === "reject") &&
    progress.moveDone !== true
  ) {
    step.name = "move";
    const moved = await delivery.adapter.move(connection, delivery.target, decision, context);
    await save({ moveDone: true, moved });
    await record(moved ? "stage-moved" : "stage-unchanged", { decision });
  }
}

/** The note, once: a note whose answer was lost is looked for by its marker (or an older build's) before writing. */
async function writeNote(
  d: Delivery,
  results: Awaited<ReturnType<ReturnType<typeof getScreeningApi>["results"]["get"]>>,
) {
  const { adapter, connection, target, row, payload, context, save, progress } = d;
  const marker = noteMarker(context.outboxId);
  const landed = progress.noteSentAt
    ? ((await adapter.findNote(connection, target, marker)) ??
      (await adapter.findNote(connection, target, legacyNoteMarker(context.outboxId))))
    : null;
  if (landed) {
    await save({ noteId: landed });
    return;
  }
  const problem = await db.problemRegistryEntry.findUnique({
    where: { problemId: row.problemId },
    select: { name: true },
  });
  const link = await linkBack(connection, row.interviewId, progress, save);
  const text = noteText({
    event: payload.event,
    problemName: problem?.name ?? row.problemId,
    results,
    decision: payload.decision,
    link,
    marker,
  });
  // Where a note carries a file (Workable), the completion's PDF goes with its note, in the same call.
  const file =
    payload.event === "completed" && adapter.addNoteWithFile
      ? { filename: d.filename, bytes: await readPdf(row.interviewId) }
      : null;
  await save({ noteSentAt: new Date().toISOString() });
  const noteId =
    file && adapter.addNoteWithFile
      ? await adapter.addNoteWithFile(connection, target, text, file, context)
      : await adapter.addNote(connection, target, text, context);
  await save({ noteId });
  await d.record("note-written");
}

/** The results PDF, looked for by name first; a note that carries its file (written or found above) leaves none. */
async function attachPdf(d: Delivery) {
  if (!d.adapter.addNoteWithFile) {
    const landed = d.progress.fileSentAt ? await d.adapter.hasFile(d.connection, d.target, d.filename) : false;
    if (!landed) {
      const bytes = await readPdf(d.row.interviewId);
      await d.save({ fileSentAt: new Date().toISOString() });
      await d.adapter.attachFile(d.connection, d.target, { filename: d.filename, bytes }, d.context);
      await d.record("file-attached");
    }
  }
  await d.save({ fileDone: true });
}

/** The score as the service gives it (68.9, not a rounded 69): the custom field is a number field. */
async function writeScore(d: Delivery, fieldId: string, score: number) {
  if (!d.adapter.setScore)
    throw new AtsHttpError(`${d.payload.ats} has no score field to write`, null, null, false, false);
  await d.adapter.setScore(d.connection, d.target, fieldId, score, d.context);
  await d.save({ scoreDone: true });
  await d.record("score-written", { score });
}

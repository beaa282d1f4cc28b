import "server-only";
import { db } from "@/lib/db/client";
import { getScreeningApi } from "@/lib/screening-api";
import { createShareLink } from "@/lib/share-links/store";
import type { OutboxTarget } from "@/lib/outbox/target";
import { atsRegistry } from "../registry";
import { openConnection } from "../connections";
import { AtsHttpError } from "../http/ats-request";
import { noteText } from "./note-text";
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

/** The link back: the result's page for someone signed in, or a share link made once per message. */
async function linkBack(
  connection: { linkMode: string; dashboardOrigin: string; ats: string },
  interviewId: string,
  progress: Record<string, unknown>,
  save: (patch: Record<string, string>) => Promise<void>,
) {
  if (connection.linkMode !== "share_link")
    return `${connection.dashboardOrigin}/results/${encodeURIComponent(interviewId)}`;
  if (typeof progress.link === "string") return progress.link;
  const link = await createShareLink(interviewId, 90, { id: null, email: `${connection.ats}-integration` });
  const url = `${connection.dashboardOrigin}/shared/${link.token}`;
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
    if (!row?.interviewId) throw new Error("the application's screen is gone");
    const connection = await openConnection(payload.ats);
    if (!connection) throw new Error(`no ${payload.ats} connection: reconnect, then send again`);
    const adapter = atsRegistry[payload.ats].adapter;
    const target = { applicationId: row.applicationId, atsCandidateId: row.atsCandidateId, stageId: row.stageId };
    const context = { outboxId: message.id, attempt: message.attempts + 1 };
    const api = getScreeningApi();
    const results = await api.results.get(row.interviewId);
    const filename = `screening-results-${row.interviewId}.pdf`;

    if (typeof progress.noteId !== "string") {
      const marker = `Ref: ${message.id}`;
      const landed = progress.noteSentAt ? await adapter.findNote(connection, target, marker) : null;
      if (landed) await save({ noteId: landed });
      else {
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
            ? { filename, bytes: await readPdf(row.interviewId) }
            : null;
        await save({ noteSentAt: new Date().toISOString() });
        const noteId =
          file && adapter.addNoteWithFile
            ? await adapter.addNoteWithFile(connection, target, text, file, context)
            : await adapter.addNote(connection, target, text, context);
        await save({ noteId });
      }
    }

    if (payload.event === "completed" && progress.fileDone !== true) {
      // A note that carries its file (written or found above) leaves nothing to upload.
      if (!adapter.addNoteWithFile) {
        const landed = progress.fileSentAt ? await adapter.hasFile(connection, target, filename) : false;
        if (!landed) {
          const bytes = await readPdf(row.interviewId);
          await save({ fileSentAt: new Date().toISOString() });
          await adapter.attachFile(connection, target, { filename, bytes }, context);
        }
      }
      await save({ fileDone: true });
    }

    if (
      payload.event === "completed" &&
      connection.scoreFieldId &&
      results.score !== null &&
      progress.scoreDone !== true
    ) {
      if (!adapter.setScore)
        throw new AtsHttpError(`${payload.ats} has no score field to write`, null, null, false, false);
      await adapter.setScore(connection, target, connection.scoreFieldId, Math.round(results.score), context);
      await save({ scoreDone: true });
    }

    const decision = payload.decision?.value;
    if (
      payload.event === "decision" &&
      connection.moveOnDecision &&
      (decision === "advance" || decision === "reject") &&
      progress.moveDone !== true
    ) {
      const moved = await adapter.move(connection, target, decision, context);
      await save({ moveDone: true, moved });
    }
  },
};

import { createHash } from "node:crypto";
import { ReadingBudget, ResumeRefused } from "./resume-budget";
import { extractResumeText, inspectResume, type ResumeKind } from "./resume";

/** One upload handed to a resume reader: its bytes and the name its sender gave it. */
export interface ResumeTask {
  filename: string;
  bytes: Uint8Array;
}

export type ResumeReading =
  { ok: true; kind: ResumeKind; size: number; sha256: string; text: string } | { ok: false; reason: string };

/** What a run keeps of a resume's text: enough for the verdict and for a reviewer. */
const MAX_KEPT_TEXT = 100_000;

/**
 * Recognises one resume and reads its text within {@link ReadingBudget}: the work the resume readers' worker
 * pool does (resume-reader.worker.mjs, which loads it by path). A refusal names the file and the limit it reached.
 *
 * @public
 */
export function readResume({ filename, bytes }: ResumeTask): ResumeReading {
  const inspection = inspectResume(bytes, filename);
  if (!inspection.ok) return inspection;
  try {
    const text = extractResumeText(bytes, inspection.kind, new ReadingBudget()).slice(0, MAX_KEPT_TEXT);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    return { ok: true, kind: inspection.kind, size: bytes.byteLength, sha256, text };
  } catch (error) {
    if (!(error instanceof ResumeRefused)) throw error;
    return { ok: false, reason: `${filename.trim() || "The file"} was not read: ${error.reason}.` };
  }
}

import "server-only";
import { resumeTypes } from "@/lib/api-contract/limits";
import { scoutFieldsSchema, scoutResumesSchema, type ScoutFields } from "@/lib/api-contract/requests";
import { validateRequest } from "./zod-issues";

/** A resume to upload: from a browser File (a Blob) or bytes read on the server. */
export interface ResumeFile {
  name: string;
  /** Media type, e.g. `application/pdf`; a PDF, DOC or DOCX by type or by the name's extension. */
  type: string;
  data: Blob | Uint8Array;
}

/** Trigger Scout input: the optional text parts plus up to 10 resumes. */
export type ScoutInput = ScoutFields & { resumes?: readonly ResumeFile[] };

const sizeOf = (data: Blob | Uint8Array) => (data instanceof Blob ? data.size : data.byteLength);

/** The given media type, or the one its extension implies, so the service never sees a bare octet-stream resume. */
function mediaType(file: ResumeFile): string {
  if (file.type) return file.type;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return Object.entries(resumeTypes).find(([known]) => known === extension)?.[1] ?? "application/octet-stream";
}

/**
 * The multipart body of spec 4.14: text parts for the fields given and one `resumes` file part per resume.
 * Both the fields and the files' names, types and sizes are checked against the contract before sending.
 */
export function scoutForm(input: ScoutInput, call: { method: string; path: string }): FormData {
  const { resumes = [], ...fields } = input;
  const text = validateRequest(scoutFieldsSchema, fields, call);
  validateRequest(
    scoutResumesSchema,
    resumes.map((file) => ({ name: file.name, type: file.type, size: sizeOf(file.data) })),
    call,
    ["resumes"],
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(text)) if (value !== undefined) form.append(name, value);
  for (const file of resumes) {
    // Copying a Uint8Array view gives Blob an ArrayBuffer-backed part whatever buffer the caller's view sits on.
    const part = file.data instanceof Blob ? file.data : new Uint8Array(file.data);
    form.append("resumes", new Blob([part], { type: mediaType(file) }), file.name);
  }
  return form;
}

import "server-only";
import { limits } from "@/lib/api-contract/limits";
import { type ScoutFields, scoutFieldsSchema } from "@/lib/api-contract/requests";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { requireCandidate } from "./candidates";
import { badRequest, SandboxError, validationError } from "./http/errors";
import { MAX_SCOUT_BODY_BYTES, refuseByDeclaredLength } from "@/lib/security/declared-length";
import { newId } from "./ids";
import { afterSandboxTime } from "./lifecycle-plan";
import { readResumes, ResumeReadersBusy } from "./read-resumes";
import type { ResumeKind } from "./resume";

/** What a run keeps of each resume: enough for the verdict and for a reviewer, not the file itself. */
export interface StoredResume {
  filename: string;
  kind: ResumeKind;
  size: number;
  sha256: string;
  text: string;
}

async function readForm(request: Request): Promise<FormData> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw badRequest("Scout expects a multipart/form-data body");
  }
  // Refused on its declared length before a byte is read: parsing first holds the whole body in memory.
  const refusal = refuseByDeclaredLength(request, MAX_SCOUT_BODY_BYTES);
  if (refusal?.status === 411) throw new SandboxError(411, "Send the form with its length (Content-Length)");
  if (refusal)
    throw new SandboxError(
      413,
      `The body is larger than ${limits.scout.maxResumes} resumes of ${limits.scout.maxResumeBytes / 1024 / 1024} MB each`,
    );
  try {
    return await request.formData();
  } catch {
    throw badRequest("The multipart/form-data body could not be read");
  }
}

/**
 * The text parts (validated, empty ones treated as absent as HTML forms send them) and the resume files
 * (at most 10, 10 MB each, recognised as PDF, DOC or DOCX by their content).
 */
async function parseScoutForm(form: FormData): Promise<{ fields: ScoutFields; resumes: StoredResume[] }> {
  const text: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name === "resumes") {
      if (typeof value === "string") throw badRequest("resumes must be file parts");
      files.push(value);
    } else if (typeof value !== "string") {
      throw badRequest(`${name} must be a text part, not a file`);
    } else if (value.trim() !== "") {
      text[name] = value;
    }
  }
  const parsed = scoutFieldsSchema.safeParse(text);
  if (!parsed.success) throw validationError(parsed.error);
  if (files.length > limits.scout.maxResumes)
    throw badRequest(`At most ${limits.scout.maxResumes} resumes can be sent; got ${files.length}`);
  for (const file of files)
    if (file.size > limits.scout.maxResumeBytes)
      throw badRequest(`${file.name || "A resume"} is larger than ${limits.scout.maxResumeBytes / 1024 / 1024} MB`);
  const tasks = await Promise.all(
    files.map(async (file) => ({ filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  let readings;
  try {
    readings = await readResumes(tasks);
  } catch (error) {
    if (error instanceof ResumeReadersBusy)
      throw new SandboxError(503, error.message, { headers: { "Retry-After": "60" } });
    throw error;
  }
  const resumes: StoredResume[] = [];
  for (const [i, reading] of readings.entries()) {
    if (!reading.ok) throw badRequest(reading.reason);
    const { kind, size, sha256, text } = reading;
    resumes.push({ filename: tasks[i]!.filename, kind, size, sha256, text });
  }
  return { fields: parsed.data, resumes };
}

/**
 * 4.14: queues a Scout run. It stays `processing` until `completeAfter` (now + SANDBOX_SCOUT_RUN_MS on the
 * scaled clock); the ticker then completes it and sends scout.completed (scout-completion.ts).
 */
export async function triggerScout(organizationId: string, candidateId: string, request: Request) {
  const candidate = await requireCandidate(organizationId, candidateId);
  const { fields, resumes } = await parseScoutForm(await readForm(request));
  await db.sandboxScoutRun.create({
    data: {
      id: newId("scout"),
      organizationId,
      candidateId: candidate.id,
      status: "processing",
      phone: fields.phone ?? null,
      linkedinUrl: fields.linkedinUrl ?? null,
      githubUrl: fields.githubUrl ?? null,
      resumes: resumes as unknown as object,
      completeAfter: afterSandboxTime(new Date(), env.SANDBOX_SCOUT_RUN_MS, env.SANDBOX_TIME_SCALE),
    },
  });
  const inputs = resumes.length
    ? `${resumes.length} resume${resumes.length === 1 ? "" : "s"}`
    : "no new resume (prior runs' resumes are re-checked)";
  return {
    status: "processing",
    candidateIdentifier: candidate.id,
    message: `Scout run queued for ${candidate.name} with ${inputs}; the result arrives with the scout.completed webhook`,
  };
}

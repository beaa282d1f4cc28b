import { randomUUID } from "node:crypto";
import { noFaults, takeFault, type Faults } from "../kit/faults";
import { fileStore, type FileStore } from "../kit/file-store";
import { answer, formOf, startEmulatorServer, type EmulatorAnswer, type EmulatorRequest } from "../kit/server";
import { hasBasicKey, hmacSha256Hex, postWebhook } from "../kit/signing";
import { jobRoutes, permissionRefusal, seededAshbyJobs, type AshbyJob } from "./jobs";

/**
 * An Ashby emulator for tests, from developers.ashbyhq.com: Basic auth with the API key as user name, RPC-style
 * POST endpoints answering { success, results } or { success: false, errors } (application.info, application.list,
 * application.changeStage, candidate.createNote, candidate.listNotes, candidate.info, candidate.uploadFile), 429
 * on demand; and candidateStageChange web hooks signed `Ashby-Signature: sha256=<hex HMAC of the body>`.
 */
export interface AshbyApplication {
  id: string;
  candidate: { id: string; name: string; primaryEmailAddress: { value: string; type: string; isPrimary: boolean } };
  currentInterviewStage: { id: string; title: string; type: string };
  job: { id: string; title: string };
  status: "Active" | "Archived" | "Hired";
}

export interface AshbyEmulator {
  url: string;
  apiKey: string;
  secret: string;
  stages: { id: string; title: string; type: string }[];
  applications: Map<string, AshbyApplication>;
  /** The organization's jobs (job.list), each on the one interview plan `planId` (the stages above). */
  jobs: AshbyJob[];
  planId: string;
  /** The permission modules the key lacks ("jobsRead", "candidatesWrite", …): their methods answer 403. */
  denied: Set<string>;
  notes: Map<string, { id: string; content: string }[]>;
  files: Map<string, { name: string; handle: string }[]>;
  /** Archive reasons the organization has (changeStage to an Archived stage names one). */
  archiveReasons: { id: string; text: string }[];
  faults: Faults;
  /** Requests as received: the endpoint, its JSON body (multipart: null), the HTTP status answered. */
  calls: { method: string; body: unknown; status: number }[];
  /** The files uploaded, by their handle (the last 50). */
  fileContents: FileStore;
  addApplication(input: {
    jobId: string;
    jobTitle?: string;
    name: string;
    email: string;
    stage?: string;
  }): AshbyApplication;
  sendStageChange(
    target: string,
    applicationId: string,
    stage: string,
    options?: { actionId?: string; secret?: string },
  ): Promise<number>;
  close(): Promise<void>;
}

export async function startAshbyEmulator(): Promise<AshbyEmulator> {
  const { emulator, handle } = createAshbyEmulator();
  const server = await startEmulatorServer(handle);
  emulator.url = server.url;
  // Ashby's endpoints are RPC methods: the log names each call by its method (the path without its slash).
  Object.defineProperty(emulator, "calls", {
    get: () => server.log.map(({ path, body, status }) => ({ method: path.slice(1), body, status })),
  });
  emulator.close = server.close;
  return emulator;
}

/** The emulator's state and handler without a server: sandbox mode mounts the handler (app/api/sandbox-systems/ashby). */
export function createAshbyEmulator(options: { apiKey?: string; secret?: string; url?: string } = {}) {
  const apiKey = options.apiKey ?? `ashby_${randomUUID()}`;
  const secret = options.secret ?? `ashwh_${randomUUID()}`;
  const stages = [
    { title: "Application Review", type: "Active" },
    { title: "Assessment", type: "Active" },
    { title: "Onsite", type: "Active" },
    { title: "Archived", type: "Archived" },
  ].map((s) => ({ id: randomUUID(), ...s }));
  const applications = new Map<string, AshbyApplication>();
  const notes = new Map<string, { id: string; content: string }[]>();
  const files = new Map<string, { name: string; handle: string }[]>();
  const faults = noFaults();
  const archiveReasons = [{ id: randomUUID(), text: "Not a fit" }];

  const planId = randomUUID();
  const emulator: AshbyEmulator = {
    url: options.url ?? "",
    apiKey,
    secret,
    stages,
    applications,
    jobs: seededAshbyJobs(planId),
    planId,
    denied: new Set(),
    notes,
    files,
    faults,
    archiveReasons,
    calls: [],
    fileContents: fileStore(),
    addApplication({ jobId, jobTitle, name, email, stage }) {
      const application: AshbyApplication = {
        id: randomUUID(),
        candidate: { id: randomUUID(), name, primaryEmailAddress: { value: email, type: "Personal", isPrimary: true } },
        currentInterviewStage: stages.find((s) => s.title === stage) ?? stages[0]!,
        job: { id: jobId, title: jobTitle ?? emulator.jobs.find((j) => j.id === jobId)?.title ?? `Job ${jobId}` },
        status: "Active",
      };
      applications.set(application.id, application);
      return application;
    },
    async sendStageChange(target, applicationId, stage, options = {}) {
      const application = applications.get(applicationId)!;
      application.currentInterviewStage = stages.find((s) => s.title === stage)!;
      const body = JSON.stringify({
        action: "candidateStageChange",
        webhookActionId: options.actionId ?? randomUUID(),
        data: { application },
      });
      const signature = hmacSha256Hex(options.secret ?? secret, body);
      return postWebhook(target, body, { "ashby-signature": `sha256=${signature}` });
    },
    close: async () => {},
  };
  return { emulator, handle: ashbyHandler(emulator) };
}

const fail = (error: string) => answer(200, { success: false, errors: [error] });

/** 401 without the key, 405 for anything but POST, faults on demand, 403 outside the key's modules, then the methods. */
function ashbyHandler(emulator: AshbyEmulator) {
  return async (request: EmulatorRequest): Promise<EmulatorAnswer> => {
    const { faults } = emulator;
    if (!hasBasicKey(request.headers, emulator.apiKey))
      return answer(401, { success: false, errors: ["invalid_api_key"] });
    if (request.method !== "POST") return answer(405, { success: false, errors: ["method_not_allowed"] });
    if (takeFault(faults, "rateLimited"))
      return answer(429, { success: false, errors: ["rate_limit_exceeded"] }, { "retry-after": "1" });
    if (takeFault(faults, "serverErrors")) return answer(500, { success: false, errors: ["internal_error"] });
    const method = request.url.pathname.slice(1);
    const refused = permissionRefusal(emulator.denied, method);
    if (refused) return refused;
    if (method === "candidate.uploadFile") return uploadFile(emulator, request);
    const body = (request.json ?? {}) as AshbyBody;
    return jobRoutes(emulator, method, body) ?? rpc(emulator, method, body);
  };
}

interface AshbyBody {
  applicationId?: string;
  interviewStageId?: string;
  archiveReasonId?: string;
  jobId?: string;
  status?: string;
  cursor?: string;
  limit?: number;
  candidateId?: string;
  note?: unknown;
  id?: string;
}

/** A write's answer: { success, results }, or a 500 after the change is made (faults.landThenFail). */
const ok = (emulator: AshbyEmulator, results: unknown) =>
  takeFault(emulator.faults, "landThenFail")
    ? answer(500, { success: false, errors: ["internal_error"] })
    : answer(200, { success: true, results });

async function uploadFile(emulator: AshbyEmulator, request: EmulatorRequest) {
  const form = await formOf(request);
  const candidateId = form.get("candidateId");
  const file = form.get("file");
  if (typeof candidateId !== "string" || !(file instanceof File)) return fail("candidateId and file are required");
  const list = emulator.files.get(candidateId) ?? [];
  const handle = randomUUID();
  emulator.fileContents.put(handle, {
    name: file.name,
    contentType: file.type,
    bytes: Buffer.from(await file.arrayBuffer()),
  });
  list.push({ name: file.name, handle });
  emulator.files.set(candidateId, list);
  return ok(emulator, { id: candidateId });
}

function rpc(emulator: AshbyEmulator, method: string, body: AshbyBody) {
  const { applications, stages, archiveReasons, notes, files } = emulator;
  switch (method) {
    case "application.info": {
      const application = applications.get(body.applicationId ?? "");
      return application ? answer(200, { success: true, results: application }) : fail("application_not_found");
    }
    case "application.list":
      return listApplications(emulator, body);
    case "application.changeStage": {
      const application = applications.get(body.applicationId ?? "");
      const stage = stages.find((s) => s.id === body.interviewStageId);
      if (!application || !stage) return fail("application_or_stage_not_found");
      if (stage.type === "Archived" && !archiveReasons.some((r) => r.id === body.archiveReasonId))
        return fail("archive_reason_required");
      application.currentInterviewStage = stage;
      if (stage.type === "Archived") application.status = "Archived";
      return ok(emulator, application);
    }
    case "candidate.createNote": {
      if (!body.candidateId || typeof body.note !== "string") return fail("candidateId and note are required");
      if (![...applications.values()].some((a) => a.candidate.id === body.candidateId))
        return fail("candidate_not_found");
      const note = { id: randomUUID(), content: body.note };
      notes.set(body.candidateId, [...(notes.get(body.candidateId) ?? []), note]);
      return ok(emulator, { id: note.id, content: note.content, createdAt: new Date().toISOString() });
    }
    case "candidate.listNotes":
      return answer(200, {
        success: true,
        results: notes.get(body.candidateId ?? "") ?? [],
        moreDataAvailable: false,
      });
    case "candidate.info":
      return answer(200, { success: true, results: { id: body.id, fileHandles: files.get(body.id ?? "") ?? [] } });
    default:
      return answer(404, { success: false, errors: ["unknown_endpoint"] });
  }
}

/** application.list: filtered by jobId and status, paged with cursor/limit (moreDataAvailable, nextCursor). */
function listApplications(emulator: AshbyEmulator, body: AshbyBody) {
  const all = [...emulator.applications.values()].filter(
    (a) => (!body.jobId || a.job.id === body.jobId) && (!body.status || a.status === body.status),
  );
  const start = Number(body.cursor ?? 0);
  const limit = Math.min(100, Number(body.limit ?? 100));
  const more = start + limit < all.length;
  return answer(200, {
    success: true,
    results: all.slice(start, start + limit),
    moreDataAvailable: more,
    ...(more ? { nextCursor: String(start + limit) } : {}),
  });
}

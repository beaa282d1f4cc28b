import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac, randomUUID } from "node:crypto";

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
  notes: Map<string, { id: string; content: string }[]>;
  files: Map<string, { name: string; handle: string }[]>;
  /** Archive reasons the organization has (changeStage to an Archived stage names one). */
  archiveReasons: { id: string; text: string }[];
  faults: { rateLimited: number; serverErrors: number; landThenFail: number };
  /** Requests as received: the endpoint, its JSON body (multipart: null), the HTTP status answered. */
  calls: { method: string; body: unknown; status: number }[];
  addApplication(input: { jobId: string; name: string; email: string }): AshbyApplication;
  sendStageChange(
    target: string,
    applicationId: string,
    stage: string,
    options?: { actionId?: string; secret?: string },
  ): Promise<number>;
  close(): Promise<void>;
}

export async function startAshbyEmulator(): Promise<AshbyEmulator> {
  const apiKey = `ashby_${randomUUID()}`;
  const secret = `ashwh_${randomUUID()}`;
  const stages = [
    { title: "Application Review", type: "Active" },
    { title: "Assessment", type: "Active" },
    { title: "Onsite", type: "Active" },
    { title: "Archived", type: "Archived" },
  ].map((s) => ({ id: randomUUID(), ...s }));
  const applications = new Map<string, AshbyApplication>();
  const notes = new Map<string, { id: string; content: string }[]>();
  const files = new Map<string, { name: string; handle: string }[]>();
  const faults = { rateLimited: 0, serverErrors: 0, landThenFail: 0 };
  const archiveReasons = [{ id: randomUUID(), text: "Not a fit" }];
  const calls: AshbyEmulator["calls"] = [];

  const emulator: AshbyEmulator = {
    url: "",
    apiKey,
    secret,
    stages,
    applications,
    notes,
    files,
    faults,
    archiveReasons,
    calls,
    addApplication({ jobId, name, email }) {
      const application: AshbyApplication = {
        id: randomUUID(),
        candidate: { id: randomUUID(), name, primaryEmailAddress: { value: email, type: "Personal", isPrimary: true } },
        currentInterviewStage: stages[0]!,
        job: { id: jobId, title: `Job ${jobId}` },
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
      const signature = createHmac("sha256", options.secret ?? secret)
        .update(body)
        .digest("hex");
      const response = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json", "ashby-signature": `sha256=${signature}` },
        body,
      });
      await response.body?.cancel();
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const json = (request.headers["content-type"] ?? "").startsWith("application/json") && raw.length;
      calls.push({
        method: (request.url ?? "/").slice(1),
        body: json ? JSON.parse(raw.toString("utf8")) : null,
        status,
      });
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    const ok = (results: unknown) => {
      if (faults.landThenFail > 0) {
        faults.landThenFail -= 1;
        return answer(500, { success: false, errors: ["internal_error"] });
      }
      return answer(200, { success: true, results });
    };
    const fail = (error: string) => answer(200, { success: false, errors: [error] });
    if (request.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`)
      return answer(401, { success: false, errors: ["invalid_api_key"] });
    if (request.method !== "POST") return answer(405, { success: false, errors: ["method_not_allowed"] });
    if (faults.rateLimited > 0) {
      faults.rateLimited -= 1;
      return answer(429, { success: false, errors: ["rate_limit_exceeded"] }, { "retry-after": "1" });
    }
    if (faults.serverErrors > 0) {
      faults.serverErrors -= 1;
      return answer(500, { success: false, errors: ["internal_error"] });
    }
    const method = (request.url ?? "/").slice(1);
    if (method === "candidate.uploadFile") {
      const form = await new Response(raw, {
        headers: { "content-type": request.headers["content-type"] ?? "" },
      }).formData();
      const candidateId = form.get("candidateId");
      const file = form.get("file");
      if (typeof candidateId !== "string" || !(file instanceof File)) return fail("candidateId and file are required");
      const list = files.get(candidateId) ?? [];
      list.push({ name: file.name, handle: randomUUID() });
      files.set(candidateId, list);
      return ok({ id: candidateId });
    }
    const body = raw.length ? JSON.parse(raw.toString("utf8")) : {};
    switch (method) {
      case "application.info": {
        const application = applications.get(body.applicationId);
        return application ? answer(200, { success: true, results: application }) : fail("application_not_found");
      }
      case "application.list": {
        const all = [...applications.values()].filter(
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
      case "application.changeStage": {
        const application = applications.get(body.applicationId);
        const stage = stages.find((s) => s.id === body.interviewStageId);
        if (!application || !stage) return fail("application_or_stage_not_found");
        if (stage.type === "Archived" && !archiveReasons.some((r) => r.id === body.archiveReasonId))
          return fail("archive_reason_required");
        application.currentInterviewStage = stage;
        if (stage.type === "Archived") application.status = "Archived";
        return ok(application);
      }
      case "candidate.createNote": {
        if (!body.candidateId || typeof body.note !== "string") return fail("candidateId and note are required");
        const note = { id: randomUUID(), content: body.note };
        notes.set(body.candidateId, [...(notes.get(body.candidateId) ?? []), note]);
        return ok({ id: note.id, content: note.content, createdAt: new Date().toISOString() });
      }
      case "candidate.listNotes":
        return answer(200, { success: true, results: notes.get(body.candidateId) ?? [], moreDataAvailable: false });
      case "candidate.info":
        return answer(200, { success: true, results: { id: body.id, fileHandles: files.get(body.id) ?? [] } });
      default:
        return answer(404, { success: false, errors: ["unknown_endpoint"] });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  emulator.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return emulator;
}

import { randomUUID } from "node:crypto";
import { noFaults, takeFault, type Faults } from "../kit/faults";
import { fileStore, type FileStore } from "../kit/file-store";
import {
  answer,
  formOf,
  startEmulatorServer,
  type EmulatorAnswer,
  type EmulatorRequest,
  type RequestLogEntry,
} from "../kit/server";
import { hasBasicKey, hmacSha256Hex, postWebhook } from "../kit/signing";
import { eeoRoute, type LeverEeoStore } from "./eeo";
import { leverPermissionOf, postingRoutes, type LeverPosting } from "./postings";

/**
 * A Lever emulator for tests, from hire.lever.co/developer/documentation: Basic auth with the API key as user name,
 * `perform_as` on writes, opportunities with an expandable stage and applications, notes, files (multipart), stage
 * changes and archiving, EEO responses (emulators/lever/eeo.ts), 429 beyond the documented per-second limit; and
 * candidateStageChange web hooks whose body carries token, triggeredAt and signature = HMAC-SHA256(token +
 * triggeredAt) under the signature token.
 */
export interface LeverOpportunity {
  id: string;
  name: string;
  emails: string[];
  stage: string;
  postingId: string;
  archived: { reason: string; archivedAt: number } | null;
  notes: { id: string; text: string; createdAt: number }[];
  files: { id: string; name: string; size: number }[];
}

export interface LeverEmulator {
  url: string;
  apiKey: string;
  signatureToken: string;
  userId: string;
  stages: { id: string; text: string }[];
  opportunities: Map<string, LeverOpportunity>;
  /** The account's job postings (GET /v1/postings); an opportunity's postingId names one. */
  postings: LeverPosting[];
  /** Endpoints the key was not given, as "METHOD /v1/path" (opportunity ids as :id): they answer 403. */
  denied: Set<string>;
  /** Archive reasons the account has (PUT …/archived names one). */
  archiveReasons: { id: string; text: string }[];
  faults: Faults;
  /** Requests as received: method, path, query, JSON body (multipart: null), status answered. */
  calls: RequestLogEntry[];
  /** The files uploaded, by their id (the last 50). */
  fileContents: FileStore;
  /** The EEO responses the account holds, and which EEO endpoints the key may call. */
  eeo: LeverEeoStore;
  addOpportunity(input: { postingId: string; name: string; email: string; stage?: string }): LeverOpportunity;
  /** Records the EEO survey an opportunity's applicant answered (as Lever's form words the answers), now by default. */
  addEeoResponse(
    opportunityId: string,
    answers: { gender?: string; race?: string; veteran?: string; disability?: string },
    respondedAt?: number,
  ): void;
  sendStageChange(
    target: string,
    opportunityId: string,
    stage: string,
    /** triggeredAt: when the event happened (ms), for a delivery captured long ago; now by default. */
    options?: { token?: string; secret?: string; triggeredAt?: number },
  ): Promise<number>;
  close(): Promise<void>;
}

export async function startLeverEmulator(): Promise<LeverEmulator> {
  const { emulator, handle } = createLeverEmulator();
  const server = await startEmulatorServer(handle, { latencyMs: () => emulator.faults.latencyMs });
  emulator.url = server.url;
  emulator.calls = server.log;
  emulator.close = server.close;
  return emulator;
}

/** The emulator's state and handler without a server: sandbox mode mounts the handler (app/api/sandbox-systems/lever). */
export function createLeverEmulator(
  options: { apiKey?: string; signatureToken?: string; userId?: string; url?: string } = {},
) {
  const apiKey = options.apiKey ?? `lever_${randomUUID()}`;
  const signatureToken = options.signatureToken ?? `levsig_${randomUUID()}`;
  const userId = options.userId ?? randomUUID();
  const stages = ["New lead", "Phone screen", "Assessment", "On-site interview", "Offer"].map((text) => ({
    id: randomUUID(),
    text,
  }));
  const opportunities = new Map<string, LeverOpportunity>();
  const faults = noFaults();
  const archiveReasons = [{ id: randomUUID(), text: "Not a fit" }];

  const view = (o: LeverOpportunity, expand: string[]) => ({
    id: o.id,
    name: o.name,
    emails: o.emails,
    stage: expand.includes("stage") ? stages.find((s) => s.id === o.stage) : o.stage,
    applications: expand.includes("applications")
      ? [{ id: `app-${o.id}`, posting: o.postingId, type: "posting" }]
      : [`app-${o.id}`],
    archived: o.archived,
  });

  const emulator: LeverEmulator = {
    url: options.url ?? "",
    apiKey,
    signatureToken,
    userId,
    stages,
    archiveReasons,
    opportunities,
    postings: [
      { id: randomUUID(), text: "Backend Engineer", state: "published" },
      { id: randomUUID(), text: "Product Designer", state: "published" },
      { id: randomUUID(), text: "Office Manager", state: "closed" },
    ],
    denied: new Set(),
    faults,
    calls: [],
    fileContents: fileStore(),
    eeo: { responses: [], access: { pii: true, anonymous: true }, tokens: new Map() },
    addOpportunity({ postingId, name, email, stage }) {
      const opportunity: LeverOpportunity = {
        id: randomUUID(),
        name,
        emails: [email],
        stage: (stages.find((s) => s.text === stage) ?? stages[0]!).id,
        postingId,
        archived: null,
        notes: [],
        files: [],
      };
      opportunities.set(opportunity.id, opportunity);
      return opportunity;
    },
    addEeoResponse(opportunityId, answers, respondedAt = Date.now()) {
      const opportunity = opportunities.get(opportunityId);
      emulator.eeo.responses.push({
        opportunityId,
        contact: opportunityId,
        posting: opportunity?.postingId ?? randomUUID(),
        gender: answers.gender ?? null,
        race: answers.race ?? null,
        veteran: answers.veteran ?? null,
        disability: answers.disability ?? null,
        respondedAt,
      });
    },
    async sendStageChange(target, opportunityId, stage, options = {}) {
      const opportunity = opportunities.get(opportunityId)!;
      const from = opportunity.stage;
      opportunity.stage = stages.find((s) => s.text === stage)!.id;
      const token = options.token ?? randomUUID().replace(/-/g, "");
      const triggeredAt = options.triggeredAt ?? Date.now();
      const body = JSON.stringify({
        triggeredAt,
        event: "candidateStageChange",
        signature: hmacSha256Hex(options.secret ?? signatureToken, `${token}${triggeredAt}`),
        token,
        data: {
          opportunityId,
          candidateId: opportunityId,
          contactId: opportunityId,
          fromStageId: from,
          toStageId: opportunity.stage,
        },
      });
      return postWebhook(target, body);
    },
    close: async () => {},
  };
  return { emulator, handle: leverHandler(emulator, view) };
}

type View = (o: LeverOpportunity, expand: string[]) => unknown;

/**
 * 401 without the key, faults on demand, 403 for an endpoint the key was not given, postings and stages, 400 for a
 * write without perform_as, then the opportunity routes.
 */
function leverHandler(emulator: LeverEmulator, view: View) {
  return async (request: EmulatorRequest): Promise<EmulatorAnswer> => {
    const { faults } = emulator;
    if (!hasBasicKey(request.headers, emulator.apiKey))
      return answer(401, { code: "UnauthorizedError", message: "Invalid API key" });
    if (takeFault(faults, "rateLimited"))
      return answer(429, { code: "TooManyRequests", message: "Rate limit exceeded" }, { "retry-after": "1" });
    if (takeFault(faults, "serverErrors"))
      return answer(500, { code: "InternalServerError", message: "Internal error" });
    if (emulator.denied.has(leverPermissionOf(request.method, request.url.pathname)))
      return answer(403, { code: "Forbidden", message: "This API key does not have access to this endpoint" });
    const listed = postingRoutes(emulator, request);
    if (listed) return listed;
    if (request.method !== "GET" && request.url.searchParams.get("perform_as") !== emulator.userId)
      return answer(400, { code: "BadRequestError", message: "perform_as must name a Lever user" });
    return eeoRoute(emulator.eeo, request.method, request.url) ?? opportunityRoutes(emulator, view, request);
  };
}

const landed = (faults: LeverEmulator["faults"], status: number, body: unknown) =>
  takeFault(faults, "landThenFail")
    ? answer(500, { code: "InternalServerError", message: "Internal error" })
    : answer(status, body);

const badRequest = (message: string) => answer(400, { code: "BadRequestError", message });

async function opportunityRoutes(emulator: LeverEmulator, view: View, request: EmulatorRequest) {
  const { url, method } = request;
  const segments = url.pathname.split("/").filter(Boolean); // v1, opportunities, id, sub
  const expand = url.searchParams.getAll("expand");
  if (segments[0] !== "v1" || segments[1] !== "opportunities") return answer(404, { message: "Not found" });
  if (segments.length === 2 && method === "GET") return listOpportunities(emulator, view, url);
  const opportunity = emulator.opportunities.get(segments[2] ?? "");
  if (!opportunity) return answer(404, { code: "ResourceNotFound", message: "Opportunity not found" });
  const body = (request.json ?? {}) as { value?: unknown; stage?: string; reason?: string };
  const route = `${method} ${segments[3] ?? ""}`;
  if (segments.length === 3 && method === "GET") return answer(200, { data: view(opportunity, expand) });
  if (route === "GET notes")
    return answer(200, {
      data: opportunity.notes.map((n) => ({
        id: n.id,
        text: n.text,
        fields: [{ type: "text", text: "Comment", value: n.text }],
        createdAt: n.createdAt,
      })),
    });
  if (route === "POST notes") {
    if (typeof body.value !== "string") return badRequest("value is required");
    const note = { id: randomUUID(), text: body.value, createdAt: Date.now() };
    opportunity.notes.push(note);
    return landed(emulator.faults, 200, { data: { noteId: note.id } });
  }
  if (route === "GET files") return answer(200, { data: opportunity.files });
  if (route === "POST files") {
    const form = await formOf(request);
    const file = form.get("file");
    if (!(file instanceof File)) return badRequest("file is required");
    const record = { id: randomUUID(), name: file.name, size: file.size };
    const bytes = Buffer.from(await file.arrayBuffer());
    emulator.fileContents.put(record.id, { name: file.name, contentType: file.type, bytes });
    opportunity.files.push(record);
    return landed(emulator.faults, 200, { data: record });
  }
  if (route === "PUT stage") {
    if (!emulator.stages.some((s) => s.id === body.stage)) return badRequest("unknown stage");
    opportunity.stage = body.stage!;
    return landed(emulator.faults, 200, { data: view(opportunity, []) });
  }
  if (route === "PUT archived") {
    if (!emulator.archiveReasons.some((r) => r.id === body.reason))
      return badRequest("reason must be an archive reason id");
    opportunity.archived = { reason: body.reason!, archivedAt: Date.now() };
    return landed(emulator.faults, 200, { data: view(opportunity, []) });
  }
  return answer(404, { message: "Not found" });
}

/** GET /v1/opportunities: filtered by posting_id, paged with offset/limit (hasNext, next). */
function listOpportunities(emulator: LeverEmulator, view: View, url: URL) {
  const posting = url.searchParams.get("posting_id");
  const all = [...emulator.opportunities.values()].filter((o) => !posting || o.postingId === posting);
  const offset = Number(url.searchParams.get("offset") ?? 0);
  const limit = Math.min(100, Number(url.searchParams.get("limit") ?? 100));
  const hasNext = offset + limit < all.length;
  return answer(200, {
    data: all.slice(offset, offset + limit).map((o) => view(o, url.searchParams.getAll("expand"))),
    hasNext,
    ...(hasNext ? { next: String(offset + limit) } : {}),
  });
}

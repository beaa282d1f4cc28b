import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac, randomUUID } from "node:crypto";

/**
 * A Lever emulator for tests, from hire.lever.co/developer/documentation: Basic auth with the API key as user name,
 * `perform_as` on writes, opportunities with an expandable stage and applications, notes, files (multipart), stage
 * changes and archiving, 429 beyond the documented per-second limit; and candidateStageChange web hooks whose body
 * carries token, triggeredAt and signature = HMAC-SHA256(token + triggeredAt) under the signature token.
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
  /** Archive reasons the account has (PUT …/archived names one). */
  archiveReasons: { id: string; text: string }[];
  faults: { rateLimited: number; serverErrors: number; landThenFail: number };
  /** Requests as received: method, path, query, JSON body (multipart: null), status answered. */
  calls: { method: string; path: string; query: Record<string, string>; body: unknown; status: number }[];
  addOpportunity(input: { postingId: string; name: string; email: string }): LeverOpportunity;
  sendStageChange(
    target: string,
    opportunityId: string,
    stage: string,
    options?: { token?: string; secret?: string },
  ): Promise<number>;
  close(): Promise<void>;
}

export async function startLeverEmulator(): Promise<LeverEmulator> {
  const apiKey = `lever_${randomUUID()}`;
  const signatureToken = `levsig_${randomUUID()}`;
  const userId = randomUUID();
  const stages = ["New lead", "Phone screen", "Assessment", "On-site interview", "Offer"].map((text) => ({
    id: randomUUID(),
    text,
  }));
  const opportunities = new Map<string, LeverOpportunity>();
  const faults = { rateLimited: 0, serverErrors: 0, landThenFail: 0 };
  const archiveReasons = [{ id: randomUUID(), text: "Not a fit" }];
  const calls: LeverEmulator["calls"] = [];

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
    url: "",
    apiKey,
    signatureToken,
    userId,
    stages,
    archiveReasons,
    opportunities,
    faults,
    calls,
    addOpportunity({ postingId, name, email }) {
      const opportunity: LeverOpportunity = {
        id: randomUUID(),
        name,
        emails: [email],
        stage: stages[0]!.id,
        postingId,
        archived: null,
        notes: [],
        files: [],
      };
      opportunities.set(opportunity.id, opportunity);
      return opportunity;
    },
    async sendStageChange(target, opportunityId, stage, options = {}) {
      const opportunity = opportunities.get(opportunityId)!;
      const from = opportunity.stage;
      opportunity.stage = stages.find((s) => s.text === stage)!.id;
      const token = options.token ?? randomUUID().replace(/-/g, "");
      const triggeredAt = Date.now();
      const body = JSON.stringify({
        triggeredAt,
        event: "candidateStageChange",
        signature: createHmac("sha256", options.secret ?? signatureToken)
          .update(`${token}${triggeredAt}`)
          .digest("hex"),
        token,
        data: {
          opportunityId,
          candidateId: opportunityId,
          contactId: opportunityId,
          fromStageId: from,
          toStageId: opportunity.stage,
        },
      });
      const response = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body });
      await response.body?.cancel();
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(request.url ?? "/", "http://emulator");
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const json = (request.headers["content-type"] ?? "").startsWith("application/json") && raw.length;
      calls.push({
        method: request.method ?? "",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: json ? JSON.parse(raw.toString("utf8")) : null,
        status,
      });
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`)
      return answer(401, { code: "UnauthorizedError", message: "Invalid API key" });
    if (faults.rateLimited > 0) {
      faults.rateLimited -= 1;
      return answer(429, { code: "TooManyRequests", message: "Rate limit exceeded" }, { "retry-after": "1" });
    }
    if (faults.serverErrors > 0) {
      faults.serverErrors -= 1;
      return answer(500, { code: "InternalServerError", message: "Internal error" });
    }
    const write = request.method !== "GET";
    if (write && url.searchParams.get("perform_as") !== userId)
      return answer(400, { code: "BadRequestError", message: "perform_as must name a Lever user" });
    const landed = (status: number, body: unknown) => {
      if (faults.landThenFail > 0) {
        faults.landThenFail -= 1;
        return answer(500, { code: "InternalServerError", message: "Internal error" });
      }
      return answer(status, body);
    };
    const segments = url.pathname.split("/").filter(Boolean); // v1, opportunities, id, sub
    const expand = url.searchParams.getAll("expand");
    if (segments[0] !== "v1" || segments[1] !== "opportunities") return answer(404, { message: "Not found" });
    if (segments.length === 2 && request.method === "GET") {
      const posting = url.searchParams.get("posting_id");
      const all = [...opportunities.values()].filter((o) => !posting || o.postingId === posting);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Math.min(100, Number(url.searchParams.get("limit") ?? 100));
      const page = all.slice(offset, offset + limit);
      const hasNext = offset + limit < all.length;
      return answer(200, {
        data: page.map((o) => view(o, expand)),
        hasNext,
        ...(hasNext ? { next: String(offset + limit) } : {}),
      });
    }
    const opportunity = opportunities.get(segments[2] ?? "");
    if (!opportunity) return answer(404, { code: "ResourceNotFound", message: "Opportunity not found" });
    if (segments.length === 3 && request.method === "GET") return answer(200, { data: view(opportunity, expand) });
    if (segments[3] === "notes" && request.method === "GET")
      return answer(200, {
        data: opportunity.notes.map((n) => ({
          id: n.id,
          text: n.text,
          fields: [{ type: "text", text: "Comment", value: n.text }],
          createdAt: n.createdAt,
        })),
      });
    if (segments[3] === "notes" && request.method === "POST") {
      const body = JSON.parse(raw.toString("utf8"));
      if (typeof body.value !== "string") return answer(400, { code: "BadRequestError", message: "value is required" });
      const note = { id: randomUUID(), text: body.value, createdAt: Date.now() };
      opportunity.notes.push(note);
      return landed(200, { data: { noteId: note.id } });
    }
    if (segments[3] === "files" && request.method === "GET") return answer(200, { data: opportunity.files });
    if (segments[3] === "files" && request.method === "POST") {
      const form = await new Response(raw, {
        headers: { "content-type": request.headers["content-type"] ?? "" },
      }).formData();
      const file = form.get("file");
      if (!(file instanceof File)) return answer(400, { code: "BadRequestError", message: "file is required" });
      const record = { id: randomUUID(), name: file.name, size: file.size };
      opportunity.files.push(record);
      return landed(200, { data: record });
    }
    if (segments[3] === "stage" && request.method === "PUT") {
      const body = JSON.parse(raw.toString("utf8"));
      if (!stages.some((s) => s.id === body.stage))
        return answer(400, { code: "BadRequestError", message: "unknown stage" });
      opportunity.stage = body.stage;
      return landed(200, { data: view(opportunity, []) });
    }
    if (segments[3] === "archived" && request.method === "PUT") {
      const body = JSON.parse(raw.toString("utf8"));
      if (!archiveReasons.some((r) => r.id === body.reason))
        return answer(400, { code: "BadRequestError", message: "reason must be an archive reason id" });
      opportunity.archived = { reason: body.reason, archivedAt: Date.now() };
      return landed(200, { data: view(opportunity, []) });
    }
    return answer(404, { message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  emulator.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return emulator;
}

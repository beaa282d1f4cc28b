import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac, randomUUID } from "node:crypto";

/**
 * A Greenhouse emulator for tests, written from developers.greenhouse.io (Harvest v1 and web hooks): Basic auth
 * with the key as user name, On-Behalf-Of required on writes, X-RateLimit-Limit/Remaining per 10-second window and
 * 429 with Retry-After beyond it, Link-header pagination, activity-feed notes, attachments, custom fields,
 * advance/reject; and signed candidate_stage_change web hooks (`Signature: sha256 <hex>`, `Greenhouse-Event-ID`).
 * Faults on demand: the next N calls answer 429 or 500, or land and then answer 500.
 */
export interface GreenhouseApplication {
  id: number;
  candidate_id: number;
  status: "active" | "rejected" | "hired";
  current_stage: { id: number; name: string } | null;
  jobs: { id: number; name: string }[];
  attachments: { filename: string; url: string; type: string; created_at: string; visibility: string }[];
  custom_fields: Record<string, unknown>;
  rejection_reason: { id: number } | null;
}
export interface GreenhouseCandidate {
  id: number;
  first_name: string;
  last_name: string;
  email_addresses: { value: string; type: string }[];
  notes: { id: number; body: string; user: { id: number }; visibility: string; created_at: string }[];
}

export interface GreenhouseEmulator {
  url: string;
  apiKey: string;
  secret: string;
  userId: string;
  applications: Map<number, GreenhouseApplication>;
  candidates: Map<number, GreenhouseCandidate>;
  stages: { id: number; name: string }[];
  /** Application custom fields the organization has (PATCH names one by id or name_key). */
  customFields: { id: number; name_key: string }[];
  /** latencyMs: every answer waits this long (a slow ATS, so deliveries are in flight when a test kills the app). */
  faults: { rateLimited: number; serverErrors: number; landThenFail: number; latencyMs: number };
  /** Requests as received: method, path, JSON body (writes), status answered. */
  calls: { method: string; path: string; status: number; body: unknown }[];
  rateLimitPer10s: number;
  addApplication(input: { jobId: number; name: string; email: string; stage?: string }): GreenhouseApplication;
  /** Moves the application and POSTs the signed web hook to `target`; answers our status. */
  sendStageChange(
    target: string,
    applicationId: number,
    stage: string,
    options?: { eventId?: string; secret?: string },
  ): Promise<number>;
  close(): Promise<void>;
}

// Ids start at a random base: every test file starts a fresh emulator against the same database, and an application id
// met again would find the screen an earlier file issued for it.
let nextId = 1000 + Math.floor(Math.random() * 1_000_000) * 1000;
const now = () => new Date().toISOString();

export async function startGreenhouseEmulator(): Promise<GreenhouseEmulator> {
  const apiKey = `gh_${randomUUID()}`;
  const secret = `ghwh_${randomUUID()}`;
  const userId = "4080";
  const stages = ["Application Review", "Screening", "Technical Interview", "Onsite", "Offer"].map((name, i) => ({
    id: 700 + i,
    name,
  }));
  const applications = new Map<number, GreenhouseApplication>();
  const candidates = new Map<number, GreenhouseCandidate>();
  const faults = { rateLimited: 0, serverErrors: 0, landThenFail: 0, latencyMs: 0 };
  const calls: GreenhouseEmulator["calls"] = [];
  let window = { start: Date.now(), used: 0 };

  const emulator: GreenhouseEmulator = {
    url: "",
    apiKey,
    secret,
    userId,
    applications,
    candidates,
    stages,
    customFields: [{ id: 9001, name_key: "screening_score" }],
    faults,
    calls,
    rateLimitPer10s: 50,
    addApplication({ jobId, name, email, stage = "Application Review" }) {
      const [first, ...rest] = name.split(" ");
      const candidate: GreenhouseCandidate = {
        id: nextId++,
        first_name: first ?? name,
        last_name: rest.join(" "),
        email_addresses: [{ value: email, type: "personal" }],
        notes: [],
      };
      candidates.set(candidate.id, candidate);
      const application: GreenhouseApplication = {
        id: nextId++,
        candidate_id: candidate.id,
        status: "active",
        current_stage: stages.find((s) => s.name === stage) ?? null,
        jobs: [{ id: jobId, name: `Job ${jobId}` }],
        attachments: [],
        custom_fields: {},
        rejection_reason: null,
      };
      applications.set(application.id, application);
      return application;
    },
    async sendStageChange(target, applicationId, stage, options = {}) {
      const application = applications.get(applicationId)!;
      application.current_stage = stages.find((s) => s.name === stage) ?? { id: 799, name: stage };
      const candidate = candidates.get(application.candidate_id)!;
      const body = JSON.stringify({
        action: "candidate_stage_change",
        payload: {
          application: {
            id: application.id,
            status: application.status,
            prospect: false,
            applied_at: now(),
            current_stage: { ...application.current_stage, interviews: [] },
            jobs: application.jobs,
            candidate: {
              id: candidate.id,
              first_name: candidate.first_name,
              last_name: candidate.last_name,
              email_addresses: candidate.email_addresses,
              phone_numbers: [],
              attachments: [],
            },
          },
        },
      });
      const signature = createHmac("sha256", options.secret ?? secret)
        .update(body)
        .digest("hex");
      const response = await fetch(target, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          signature: `sha256 ${signature}`,
          "greenhouse-event-id": options.eventId ?? randomUUID(),
        },
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
    const url = new URL(request.url ?? "/", "http://emulator");
    if (faults.latencyMs) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    const received = chunks.length ? Buffer.concat(chunks).toString("utf8") : "";
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      calls.push({
        method: request.method ?? "",
        path: url.pathname,
        status,
        body: received ? JSON.parse(received) : null,
      });
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`)
      return answer(401, { message: "Invalid Basic Auth credentials" });
    if (Date.now() - window.start >= 10_000) window = { start: Date.now(), used: 0 };
    window.used += 1;
    const limits = {
      "x-ratelimit-limit": String(emulator.rateLimitPer10s),
      "x-ratelimit-remaining": String(Math.max(0, emulator.rateLimitPer10s - window.used)),
    };
    const overLimit = window.used > emulator.rateLimitPer10s;
    if (overLimit || faults.rateLimited > 0) {
      if (!overLimit) faults.rateLimited -= 1;
      // "In the HTTP 429 response, the X-RateLimit-Reset header is the timestamp indicating when you can try again while
      // the Retry-After header is the number of seconds indicating when you can try again."
      const reset = overLimit ? window.start + 10_000 : Date.now() + 1000;
      return answer(
        429,
        { message: "Rate limit exceeded" },
        {
          ...limits,
          "retry-after": String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))),
          "x-ratelimit-reset": String(Math.ceil(reset / 1000)),
        },
      );
    }
    if (faults.serverErrors > 0) {
      faults.serverErrors -= 1;
      return answer(500, { message: "Internal error" }, limits);
    }
    const write = request.method !== "GET";
    if (write && request.headers["on-behalf-of"] !== userId)
      return answer(403, { message: "Invalid On-Behalf-Of user" }, limits);
    const body = received ? JSON.parse(received) : {};
    const landed = (status: number, result: unknown) => {
      if (write && faults.landThenFail > 0) {
        faults.landThenFail -= 1;
        return answer(500, { message: "Internal error" }, limits);
      }
      return answer(status, result, limits);
    };
    const segments = url.pathname.split("/").filter(Boolean); // v1, resource, id, …
    const id = Number(segments[2]);
    if (segments[0] !== "v1") return answer(404, { message: "Not found" });
    if (segments[1] === "applications" && segments.length === 2 && request.method === "GET") {
      const perPage = Math.min(500, Number(url.searchParams.get("per_page") ?? 100));
      const page = Number(url.searchParams.get("page") ?? 1);
      const all = [...applications.values()].filter(
        (a) =>
          (!url.searchParams.get("job_id") || a.jobs.some((j) => String(j.id) === url.searchParams.get("job_id"))) &&
          (!url.searchParams.get("status") || a.status === url.searchParams.get("status")),
      );
      const slice = all.slice((page - 1) * perPage, page * perPage);
      const next = new URL(request.url ?? "/", emulator.url);
      next.searchParams.set("page", String(page + 1));
      return answer(
        200,
        slice.map(({ custom_fields, ...a }) => ({ ...a, custom_fields })),
        page * perPage < all.length ? { ...limits, link: `<${next}>; rel="next"` } : limits,
      );
    }
    if (segments[1] === "applications") {
      const application = applications.get(id);
      if (!application) return answer(404, { message: "Resource not found" }, limits);
      if (segments.length === 3 && request.method === "GET") return answer(200, application, limits);
      if (segments.length === 3 && request.method === "PATCH") {
        // Custom field parameters: "id … One of this or name_key is required"; "value … the new custom field value".
        const fields = (body.custom_fields ?? []) as { id?: unknown; name_key?: unknown; value?: unknown }[];
        const known = fields.map((f) => emulator.customFields.find((c) => c.id === f.id || c.name_key === f.name_key));
        if (known.some((c) => !c) || fields.some((f) => f.value === undefined || f.value === null || f.value === ""))
          return answer(422, { errors: [{ message: "custom field not found, or no value" }] }, limits);
        fields.forEach((f, i) => (application.custom_fields[known[i]!.name_key] = f.value));
        return landed(200, application);
      }
      if (segments[3] === "attachments" && request.method === "POST") {
        const types = ["resume", "cover_letter", "other", "take_home_test", "offer_letter", "signed_offer_letter"];
        if (!body.filename || !types.includes(body.type) || !(body.content || body.url))
          return answer(422, { errors: [{ message: "filename, type and content or url are required" }] }, limits);
        if (body.content && !body.content_type)
          return answer(422, { errors: [{ message: "content_type is required with content" }] }, limits);
        const attachment = {
          filename: body.filename,
          url: `${emulator.url}/files/${nextId++}`,
          type: body.type,
          created_at: now(),
          // "If not supplied, type "other" documents will default to admin_only."
          visibility: body.type === "other" ? (body.visibility ?? "admin_only") : "public",
        };
        application.attachments.push(attachment);
        return landed(201, attachment);
      }
      if (segments[3] === "advance" && request.method === "POST") {
        // "from_stage_id | Yes | integer"; "only applications in the active state can be advanced".
        if (typeof body.from_stage_id !== "number" || application.status !== "active")
          return answer(
            422,
            { errors: [{ message: "from_stage_id (integer) required; application must be active" }] },
            limits,
          );
        if (application.current_stage?.id !== body.from_stage_id)
          return answer(422, { errors: [{ message: "from_stage_id is not the application's current stage" }] }, limits);
        const index = stages.findIndex((s) => s.id === body.from_stage_id);
        application.current_stage = stages[index + 1] ?? application.current_stage;
        return landed(200, application);
      }
      if (segments[3] === "reject" && request.method === "POST") {
        // rejection_reason_id is optional (an integer); "only applications with the active status can be rejected".
        if (application.status !== "active")
          return answer(422, { errors: [{ message: "Application is not active" }] }, limits);
        if (body.rejection_reason_id !== undefined && typeof body.rejection_reason_id !== "number")
          return answer(422, { errors: [{ message: "rejection_reason_id must be an integer" }] }, limits);
        application.status = "rejected";
        application.rejection_reason = body.rejection_reason_id ? { id: body.rejection_reason_id } : null;
        return landed(200, application);
      }
    }
    if (segments[1] === "candidates") {
      const candidate = candidates.get(id);
      if (!candidate) return answer(404, { message: "Resource not found" }, limits);
      if (segments.length === 3 && request.method === "GET") {
        const rest = { ...candidate, notes: undefined };
        return answer(
          200,
          {
            ...rest,
            application_ids: [...applications.values()].filter((a) => a.candidate_id === id).map((a) => a.id),
          },
          limits,
        );
      }
      if (segments[3] === "activity_feed" && segments.length === 4 && request.method === "GET")
        return answer(200, { notes: candidate.notes, emails: [], activities: [] }, limits);
      if (segments[3] === "activity_feed" && segments[4] === "notes" && request.method === "POST") {
        if (
          !body.body ||
          typeof body.user_id !== "number" ||
          !["admin_only", "private", "public"].includes(body.visibility)
        )
          return answer(422, { errors: [{ message: "user_id (integer), body and visibility are required" }] }, limits);
        const note = {
          id: nextId++,
          body: body.body,
          user: { id: Number(body.user_id) },
          visibility: body.visibility,
          created_at: now(),
        };
        candidate.notes.push(note);
        return landed(201, { ...note, private: body.visibility === "private" });
      }
    }
    return answer(404, { message: "Not found" }, limits);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  emulator.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return emulator;
}

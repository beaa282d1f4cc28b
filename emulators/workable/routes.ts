import { randomUUID } from "node:crypto";
import { takeFault } from "../kit/faults";
import { answer, type EmulatorAnswer, type EmulatorRequest } from "../kit/server";
import { listJobs, scopeRefusal } from "./jobs";
import { detailed, listed, type WorkableCandidate, type WorkableEmulator } from "./model";
import { subscriptionRoutes } from "./subscriptions";

const SPI = "/spi/v3";
const INTERVAL_MS = 10_000;
const notFound = () => answer(404, { error: "Not found" });
const unprocessable = (error: string) => answer(422, { error });
/** A write's plain-text answer ("Returns 201 with a plain text response body"), or a 500 after it landed. */
const wrote = (emulator: WorkableEmulator, status: number): EmulatorAnswer =>
  takeFault(emulator.faults, "landThenFail")
    ? answer(500, { error: "Internal server error" })
    : { status, body: null, text: status === 201 ? "" : " ", headers: { "content-type": "text/plain" } };

/**
 * "Rate limits are divided into 10 seconds intervals": X-Rate-Limit-Limit, -Remaining and -Reset (the next
 * interval, epoch seconds) on every answer, 429 beyond the limit or when a test asks for one (Retry-After: 1).
 */
function rateLimiter(emulator: WorkableEmulator) {
  let interval = { startedAt: 0, used: 0 };
  return () => {
    const now = Date.now();
    if (now - interval.startedAt >= INTERVAL_MS) interval = { startedAt: now, used: 0 };
    interval.used += 1;
    const over = interval.used > emulator.rateLimitPer10s || takeFault(emulator.faults, "rateLimited");
    const headers = {
      "x-rate-limit-limit": String(emulator.rateLimitPer10s),
      "x-rate-limit-remaining": String(over ? 0 : Math.max(0, emulator.rateLimitPer10s - interval.used)),
      "x-rate-limit-reset": String(Math.ceil((interval.startedAt + INTERVAL_MS) / 1000)),
    };
    return { over, headers };
  };
}

/**
 * 401 without the bearer token, the rate limit, faults on demand, 403 outside the token's scopes, 422 for a write
 * without the member, then routes; a subscription may name only a target `acceptsTarget` allows.
 */
export function workableHandler(emulator: WorkableEmulator, acceptsTarget: (target: string) => boolean) {
  const limit = rateLimiter(emulator);
  return (request: EmulatorRequest): EmulatorAnswer => {
    if (request.headers.authorization !== `Bearer ${emulator.token}`) return answer(401, { error: "Not authorized" });
    const { over, headers } = limit();
    const result = over
      ? answer(429, { error: "Too many requests" }, { "retry-after": "1" })
      : takeFault(emulator.faults, "serverErrors")
        ? answer(500, { error: "Internal server error" })
        : (scopeRefusal(emulator, request) ?? route(emulator, request, acceptsTarget));
    return { ...result, headers: { ...headers, ...result.headers } };
  };
}

function route(
  emulator: WorkableEmulator,
  request: EmulatorRequest,
  acceptsTarget: (target: string) => boolean,
): EmulatorAnswer {
  const { method, url } = request;
  if (!url.pathname.startsWith(`${SPI}/`)) return notFound();
  const [resource, id, sub] = url.pathname.slice(SPI.length + 1).split("/");
  if (resource === "subscriptions" && !sub)
    return subscriptionRoutes(emulator, method, id, (request.json ?? {}) as Record<string, unknown>, acceptsTarget);
  if (method === "GET" && resource === "stages" && !id) return answer(200, { stages: emulator.stages });
  if (method === "GET" && resource === "jobs" && !id) return listJobs(emulator, url);
  if (method === "GET" && resource === "jobs" && sub === "stages") return answer(200, { stages: emulator.stages });
  if (resource !== "candidates") return notFound();
  if (method === "GET" && !id) return listCandidates(emulator, url);
  const candidate = emulator.candidates.get(id ?? "");
  if (!candidate) return notFound();
  if (method === "GET" && !sub) return answer(200, { candidate: detailed(candidate, emulator) });
  if (method === "GET" && sub === "activities") return activities(candidate, url);
  if (method !== "POST") return notFound();
  const body = (request.json ?? {}) as Record<string, unknown>;
  if (body.member_id !== emulator.member.id) return unprocessable("member_id must name a member of the account");
  if (sub === "comments") return addComment(emulator, candidate, body.comment);
  if (sub === "move") return move(emulator, candidate, body.target_stage);
  if (sub === "disqualify") return disqualify(emulator, candidate, body);
  return notFound();
}

/**
 * GET /candidates: filtered by shortcode, stage (a slug) and email, oldest first, `limit` a page (50 by default,
 * 100 at most), `since_id` for "results with an ID greater than or equal to"; `paging.next` when more remain.
 */
function listCandidates(emulator: WorkableEmulator, url: URL) {
  const q = (key: string) => url.searchParams.get(key);
  const all = [...emulator.candidates.values()].filter(
    (c) =>
      (!q("shortcode") || c.shortcode === q("shortcode")) &&
      (!q("stage") || c.stage === q("stage")) &&
      (!q("email") || c.email === q("email")),
  );
  const limit = Math.min(100, Math.max(1, Number(q("limit") ?? 50) || 50));
  // Ids grow in the order candidates are added (hex), as "an ID greater than or equal to" needs.
  const since = parseInt(q("since_id") ?? "0", 16) || 0;
  const from = all.filter((c) => parseInt(c.id, 16) >= since);
  const page = from.slice(0, limit);
  const after = from[limit];
  const next = new URL(`${SPI}/candidates`, `https://${emulator.subdomain}.workable.com`);
  for (const [key, value] of url.searchParams) if (key !== "since_id") next.searchParams.set(key, value);
  if (after) next.searchParams.set("since_id", after.id);
  return answer(200, {
    candidates: page.map((c) => listed(c, emulator)),
    ...(after ? { paging: { next: next.toString() } } : {}),
  });
}

/** GET /candidates/:id/activities, `actions` a comma-delimited filter; activities carry no id (none is documented). */
function activities(candidate: WorkableCandidate, url: URL) {
  const actions = url.searchParams.get("actions")?.split(",");
  return answer(200, { activities: candidate.activities.filter((a) => !actions || actions.includes(a.action)) });
}

function addComment(emulator: WorkableEmulator, candidate: WorkableCandidate, comment: unknown) {
  const c = (comment ?? {}) as { body?: unknown; policy?: unknown; attachment?: { name?: unknown; data?: unknown } };
  if (typeof c.body !== "string" || !c.body) return unprocessable("comment.body is required");
  const attachment = c.attachment;
  if (attachment && (typeof attachment.name !== "string" || typeof attachment.data !== "string"))
    return unprocessable("an attachment needs its name and its base64 data");
  const createdAt = new Date().toISOString();
  // The bytes go to the emulator's bounded file store; the comment keeps the attachment's name and file id.
  const stored = attachment ? { name: String(attachment.name), fileId: randomUUID() } : null;
  if (stored)
    emulator.fileContents.put(stored.fileId, {
      name: stored.name,
      contentType: stored.name.endsWith(".pdf") ? "application/pdf" : "application/octet-stream",
      bytes: Buffer.from(String(attachment!.data), "base64"),
    });
  candidate.comments.push({
    body: c.body,
    policy: Array.isArray(c.policy) ? (c.policy as string[]) : null,
    attachment: stored,
    memberId: emulator.member.id,
    createdAt,
  });
  candidate.activities.push({
    action: "comment",
    stage_name: null,
    created_at: createdAt,
    member: emulator.member,
    body: c.body,
  });
  return wrote(emulator, 201);
}

function move(emulator: WorkableEmulator, candidate: WorkableCandidate, targetStage: unknown) {
  const stage = emulator.stages.find((s) => s.slug === targetStage);
  if (!stage) return unprocessable("target_stage must be one of the job's stage slugs");
  candidate.stage = stage.slug;
  candidate.updatedAt = new Date().toISOString();
  candidate.activities.push({
    action: "moved",
    stage_name: stage.name,
    created_at: candidate.updatedAt,
    member: emulator.member,
    body: null,
  });
  return wrote(emulator, 200);
}

function disqualify(emulator: WorkableEmulator, candidate: WorkableCandidate, body: Record<string, unknown>) {
  const reason = body.disqualify_reason_id;
  if (reason !== undefined && !emulator.disqualificationReasons.some((r) => r.id === reason))
    return unprocessable("disqualify_reason_id must be one of GET /disqualification_reasons");
  if (typeof body.disqualify_note === "string" && body.disqualify_note.length > 256)
    return unprocessable("disqualify_note is 256 characters at most");
  candidate.disqualified = true;
  candidate.disqualificationReasonId = typeof reason === "string" ? reason : null;
  candidate.updatedAt = new Date().toISOString();
  candidate.activities.push({
    action: "disqualified",
    stage_name: null,
    created_at: candidate.updatedAt,
    member: emulator.member,
    body: typeof body.disqualify_note === "string" ? body.disqualify_note : null,
  });
  return wrote(emulator, 200);
}

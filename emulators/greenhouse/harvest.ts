import { takeFault } from "../kit/faults";
import { answer, type EmulatorAnswer, type EmulatorRequest } from "../kit/server";
import { hasBasicKey } from "../kit/signing";
import {
  addAttachment,
  advanceApplication,
  listApplications,
  patchApplication,
  rejectApplication,
  showApplication,
  showEeoc,
} from "./applications";
import { activityFeed, addNote, showCandidate } from "./candidates";
import { harvestPermissionOf, listCandidates, listJobs, listJobStages } from "./jobs";
import type { GreenhouseEmulator } from "./model";
import type { HarvestCall, HarvestRoute } from "./route";

/** Harvest v1's routes this emulator answers: method, path (`:id` a numeric id) and whose id it is. */
const routes: HarvestRoute[] = [
  { method: "GET", path: /^\/v1\/jobs$/, handle: listJobs },
  { method: "GET", path: /^\/v1\/jobs\/(\d+)\/stages$/, handle: listJobStages },
  { method: "GET", path: /^\/v1\/candidates$/, handle: listCandidates },
  { method: "GET", path: /^\/v1\/applications$/, handle: listApplications },
  { method: "GET", path: /^\/v1\/applications\/(\d+)$/, owner: "application", handle: showApplication },
  { method: "GET", path: /^\/v1\/applications\/(\d+)\/eeoc$/, owner: "application", handle: showEeoc },
  { method: "PATCH", path: /^\/v1\/applications\/(\d+)$/, owner: "application", handle: patchApplication },
  { method: "POST", path: /^\/v1\/applications\/(\d+)\/attachments$/, owner: "application", handle: addAttachment },
  { method: "POST", path: /^\/v1\/applications\/(\d+)\/advance$/, owner: "application", handle: advanceApplication },
  { method: "POST", path: /^\/v1\/applications\/(\d+)\/reject$/, owner: "application", handle: rejectApplication },
  { method: "GET", path: /^\/v1\/candidates\/(\d+)$/, owner: "candidate", handle: showCandidate },
  { method: "GET", path: /^\/v1\/candidates\/(\d+)\/activity_feed$/, owner: "candidate", handle: activityFeed },
  { method: "POST", path: /^\/v1\/candidates\/(\d+)\/activity_feed\/notes$/, owner: "candidate", handle: addNote },
];

/** The rate limit's 10-second window: X-RateLimit-Limit/Remaining on every answer, 429 with Retry-After beyond. */
function rateWindow(gh: GreenhouseEmulator) {
  let window = { start: Date.now(), used: 0 };
  return () => {
    if (Date.now() - window.start >= 10_000) window = { start: Date.now(), used: 0 };
    window.used += 1;
    const limits = {
      "x-ratelimit-limit": String(gh.rateLimitPer10s),
      "x-ratelimit-remaining": String(Math.max(0, gh.rateLimitPer10s - window.used)),
    };
    return { limits, overLimit: window.used > gh.rateLimitPer10s, windowEnds: window.start + 10_000 };
  };
}

/**
 * The answer before any route: 401 without the key as Basic user name, 429 beyond the window or on demand
 * ("the X-RateLimit-Reset header is the timestamp indicating when you can try again while the Retry-After header is
 * the number of seconds"), 500 on demand, 403 for an endpoint the key was not given (`denied`) and for a write
 * without the On-Behalf-Of user.
 */
function refusal(gh: GreenhouseEmulator, request: EmulatorRequest, count: ReturnType<typeof rateWindow>) {
  if (!hasBasicKey(request.headers, gh.apiKey))
    return { refused: answer(401, { message: "Invalid Basic Auth credentials" }) };
  const { limits, overLimit, windowEnds } = count();
  if (overLimit || takeFault(gh.faults, "rateLimited")) {
    const reset = overLimit ? windowEnds : Date.now() + 1000;
    const retry = { "retry-after": String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))) };
    const headers = { ...limits, ...retry, "x-ratelimit-reset": String(Math.ceil(reset / 1000)) };
    return { refused: answer(429, { message: "Rate limit exceeded" }, headers) };
  }
  if (takeFault(gh.faults, "serverErrors")) return { refused: answer(500, { message: "Internal error" }, limits) };
  // A key is given endpoint by endpoint; one it was not given answers 403 before anything is looked up.
  if (gh.denied.has(harvestPermissionOf(request.method, request.url.pathname)))
    return { refused: answer(403, { message: "This API Key does not have permission for this endpoint" }, limits) };
  if (request.method !== "GET" && request.headers["on-behalf-of"] !== gh.userId)
    return { refused: answer(403, { message: "Invalid On-Behalf-Of user" }, limits) };
  return { limits };
}

/** Answers Harvest v1 requests from the emulator's state: a route table, each route a handler of its own. */
export function harvestHandler(gh: GreenhouseEmulator) {
  const count = rateWindow(gh);
  return (request: EmulatorRequest): EmulatorAnswer => {
    const { refused, limits } = refusal(gh, request, count);
    if (refused) return refused;
    if (!request.url.pathname.startsWith("/v1/")) return answer(404, { message: "Not found" });
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      answer(status, body, { ...limits, ...headers });
    const landed = (status: number, body: unknown) =>
      request.method !== "GET" && takeFault(gh.faults, "landThenFail")
        ? reply(500, { message: "Internal error" })
        : reply(status, body);
    for (const route of routes) {
      const match = route.path.exec(request.url.pathname);
      if (!match) continue;
      const id = Number(match[1]);
      const owner = route.owner === "application" ? gh.applications.get(id) : gh.candidates.get(id);
      if (route.owner && !owner) return reply(404, { message: "Resource not found" });
      if (route.method !== request.method) continue;
      const body = (request.json ?? {}) as Record<string, unknown>;
      const call: HarvestCall = {
        gh,
        request,
        body,
        id,
        reply,
        landed,
        ...(route.owner ? { [route.owner]: owner } : {}),
      };
      return route.handle(call);
    }
    return reply(404, { message: "Not found" });
  };
}

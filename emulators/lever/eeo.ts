import { randomUUID } from "node:crypto";
import { answer, type EmulatorAnswer } from "../kit/server";

/*
 * Lever's "EEO" endpoints, from hire.lever.co/developer/documentation (EEO; Pagination; Lists):
 * GET /v1/eeo/responses/pii lists EEO responses with the applicant's identity (opportunityId, contact, posting…),
 * filtered by `created_at_start` / `created_at_end` (ms; by default the last week to now); GET /v1/eeo/responses
 * lists them anonymously, filtered by `fromDate` / `toDate`. Both answer as the documented example does,
 * `{ data: { eeoResponses: [...] } }`, paged like every list: `limit` 1–100 (default 100), `offset` only as a
 * previous page's `next` token, `hasNext`. A key created without the endpoint gets 403.
 */
export interface LeverEeoEntry {
  opportunityId: string;
  contact: string;
  posting: string;
  gender: string | null;
  race: string | null;
  veteran: string | null;
  disability: string | null;
  /** When the survey was answered (ms): what the date filters compare. */
  respondedAt: number;
}

export interface LeverEeoStore {
  responses: LeverEeoEntry[];
  /** Which of the two endpoints the API key was created with (both by default). */
  access: { pii: boolean; anonymous: boolean };
  /** The offset tokens handed out, each standing for where its next page starts. */
  tokens: Map<string, number>;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const forbidden = () =>
  answer(403, {
    code: "Forbidden",
    message: "Your Lever account settings don't authorize you to perform the requested operation.",
  });
const badRequest = (message: string) => answer(400, { code: "BadRequestError", message });

/** An offset token as Lever words them ("0.<time>.<id>"), standing for where the next page starts. */
function tokenFor(store: LeverEeoStore, index: number) {
  const token = `0.${Date.now()}.${randomUUID()}`;
  store.tokens.set(token, index);
  return token;
}

function view(entry: LeverEeoEntry, pii: boolean) {
  const answers = {
    applicationArchivedAt: null,
    applicationArchivedBy: null,
    appliedAt: String(entry.respondedAt),
    currentStage: null,
    gender: entry.gender,
    race: entry.race,
    veteran: entry.veteran,
    disability: entry.disability,
    disabilitySignatureDate: entry.disability ? new Date(entry.respondedAt).toLocaleDateString("en-US") : null,
  };
  if (!pii) return answers;
  return {
    ...answers,
    contact: entry.contact,
    eeoSurveyRespondedAt: String(entry.respondedAt),
    hiredDate: null,
    hiringManager: null,
    opportunityId: entry.opportunityId,
    origin: "applied",
    posting: entry.posting,
    requisitionCodes: [],
    source: "apply-page",
  };
}

function dateSpan(url: URL, pii: boolean) {
  const [startKey, endKey] = pii ? ["created_at_start", "created_at_end"] : ["fromDate", "toDate"];
  const end = url.searchParams.has(endKey) ? Number(url.searchParams.get(endKey)) : Date.now();
  const start = url.searchParams.has(startKey) ? Number(url.searchParams.get(startKey)) : end - WEEK_MS;
  return Number.isFinite(start) && Number.isFinite(end) ? { start, end } : null;
}

/** GET /v1/eeo/responses[/pii]: the store's responses in the window, a page at a time. Null for other paths. */
export function eeoRoute(store: LeverEeoStore, method: string, url: URL): EmulatorAnswer | null {
  const pii = url.pathname === "/v1/eeo/responses/pii";
  if (!pii && url.pathname !== "/v1/eeo/responses") return null;
  if (method !== "GET") return answer(404, { message: "Not found" });
  if (!(pii ? store.access.pii : store.access.anonymous)) return forbidden();
  const span = dateSpan(url, pii);
  if (!span) return badRequest("dates must be timestamps in milliseconds");
  const limit = Number(url.searchParams.get("limit") ?? 100);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return badRequest("limit must be between 1 and 100");
  const offset = url.searchParams.get("offset");
  const start = offset === null ? 0 : store.tokens.get(offset);
  if (start === undefined) return badRequest("offset must be a token from a previous page");
  const all = store.responses
    .filter((r) => r.respondedAt >= span.start && r.respondedAt <= span.end)
    .sort((a, b) => a.respondedAt - b.respondedAt);
  const hasNext = start + limit < all.length;
  return answer(200, {
    data: { eeoResponses: all.slice(start, start + limit).map((r) => view(r, pii)) },
    hasNext,
    ...(hasNext ? { next: tokenFor(store, start + limit) } : {}),
  });
}

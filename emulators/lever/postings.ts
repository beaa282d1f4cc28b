import { answer, type EmulatorAnswer, type EmulatorRequest } from "../kit/server";

/*
 * Lever's postings and stages (hire.lever.co/developer/documentation): GET /v1/postings lists job postings, `state` one
 * of published, internal, closed, draft, pending, rejected; GET /v1/stages lists the account's pipeline stages (every
 * posting shares them). Both page with `limit` (1–100) and `offset`, answering { data, hasNext, next }.
 */
export interface LeverPosting {
  id: string;
  text: string;
  state: "published" | "internal" | "closed" | "draft";
}

function page<T>(url: URL, all: T[]) {
  const offset = Math.max(0, Number(url.searchParams.get("offset") ?? 0) || 0);
  const limit = Math.min(100, Math.max(1, Number(url.searchParams.get("limit") ?? 100) || 100));
  const hasNext = offset + limit < all.length;
  return answer(200, {
    data: all.slice(offset, offset + limit),
    hasNext,
    ...(hasNext ? { next: String(offset + limit) } : {}),
  });
}

/** GET /v1/postings and GET /v1/stages, or null for any other request. */
export function postingRoutes(
  state: { postings: LeverPosting[]; stages: { id: string; text: string }[] },
  request: EmulatorRequest,
): EmulatorAnswer | null {
  if (request.method !== "GET") return null;
  const { url } = request;
  if (url.pathname === "/v1/stages") return page(url, state.stages);
  if (url.pathname !== "/v1/postings") return null;
  const wanted = url.searchParams.get("state");
  return page(
    url,
    state.postings
      .filter((p) => !wanted || p.state === wanted)
      .map((p) => ({ id: p.id, text: p.text, state: p.state })),
  );
}

/** The permission a request needs, as a Lever key's endpoint list names it: method and path, ids as :id. */
export function leverPermissionOf(method: string, path: string): string {
  const segments = path.split("/");
  if (segments[2] === "opportunities" && segments[3]) segments[3] = ":id";
  return `${method} ${segments.join("/")}`;
}

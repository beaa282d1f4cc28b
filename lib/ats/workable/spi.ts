import "server-only";
import { z } from "zod";
import type { CallContext, OpenConnection } from "../adapter";
import { atsRequest, AtsHttpError, type AtsCall } from "../http/ats-request";
import {
  candidateSchema,
  nextPageQuery,
  pagingSchema,
  stagesSchema,
  type WorkableCandidate,
  type WorkableStage,
} from "./candidate";

/*
 * Workable's SPI v3 (workable.readme.io): https://{subdomain}.workable.com/spi/v3, "Authorization: Bearer <token>";
 * the connection's base URL is the account's origin and every path here starts with /spi/v3. Writes name the
 * member they are made as (`member_id` in the body). Rate limits: 10 requests per 10 seconds for an account token,
 * 429 beyond, X-Rate-Limit-Limit/-Remaining/-Reset on every answer (lib/ats/http/rate-gate.ts reads them).
 */
const SPI = "/spi/v3";
/** Pages one listing follows at most (100 candidates or activities a page). */
const MAX_PAGES = 200;

export const candidatePath = (id: string) => `/candidates/${encodeURIComponent(id)}`;

/** One SPI call: the path under /spi/v3, through atsRequest (pinned address, rate gate, integration log). */
export const spi = (connection: OpenConnection, call: AtsCall) =>
  atsRequest(connection.endpoint, { ...call, path: `${SPI}${call.path}` });

export const logged = (context: CallContext) => ({ outboxId: context.outboxId, attempt: context.attempt });

/** The member writes are made as: Workable requires `member_id` on every write. */
export function memberId(connection: OpenConnection): string {
  if (connection.actingUserId) return connection.actingUserId;
  throw new AtsHttpError(
    "Workable needs the member_id comments and moves are made as: set it on the connection",
    null,
    null,
    false,
    false,
  );
}

/** GET /candidates/:id → { candidate } (the bare object is taken too). */
export async function getCandidate(connection: OpenConnection, id: string): Promise<WorkableCandidate> {
  const answer = await spi(connection, { method: "GET", path: candidatePath(id) });
  const wrapped = z.looseObject({ candidate: candidateSchema }).safeParse(answer.body);
  return wrapped.success ? wrapped.data.candidate : candidateSchema.parse(answer.body);
}

/** GET /jobs/:shortcode/stages: the job's pipeline, each stage's slug and name. */
export async function jobStages(connection: OpenConnection, shortcode: string): Promise<WorkableStage[]> {
  const answer = await spi(connection, { method: "GET", path: `/jobs/${encodeURIComponent(shortcode)}/stages` });
  return stagesSchema.parse(answer.body).stages;
}

/**
 * A listing page by page: `first` is the first page's query, each next page's query is its `paging.next` URL's
 * (asked of the connection's base URL and this path, never of the URL's own host). Stops at a page without a next
 * URL, at a next URL that repeats the page, or after MAX_PAGES.
 */
export async function* pages<T>(
  connection: OpenConnection,
  path: string,
  first: Record<string, string | number>,
  itemsOf: (body: unknown) => T[],
): AsyncGenerator<T> {
  let query: Record<string, string | number> | null = first;
  for (let page = 0; query && page < MAX_PAGES; page += 1) {
    const answer = await spi(connection, { method: "GET", path, query });
    yield* itemsOf(answer.body);
    const next = nextPageQuery(z.looseObject({ paging: pagingSchema }).parse(answer.body).paging?.next);
    query = next && JSON.stringify(next) !== JSON.stringify(query) ? next : null;
  }
}

const activitySchema = z.looseObject({
  id: z.union([z.string().max(100), z.number()]).nullish(),
  action: z.string().max(100),
  body: z.string().max(100_000).nullish(),
  created_at: z.string().max(100).nullish(),
});

/** GET /candidates/:id/activities?actions=comment: the candidate's comments (action, body, member, created_at). */
export const commentActivities = (connection: OpenConnection, candidateId: string) =>
  pages(
    connection,
    `${candidatePath(candidateId)}/activities`,
    { actions: "comment", limit: 100 },
    (body) => z.looseObject({ activities: z.array(activitySchema).max(1_000) }).parse(body).activities,
  );

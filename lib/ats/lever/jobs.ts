import "server-only";
import { z } from "zod";
import type { AtsJob, AtsStage, OpenConnection } from "../adapter";
import { atsRequest } from "../http/ats-request";

const pageOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({ data: z.array(item).max(100), hasNext: z.boolean().nullish(), next: z.string().max(500).nullish() });

/** Lever's list paging: `limit` up to 100, `offset` the previous page's `next`, until `hasNext` is false or `limit`. */
async function listAll<T extends z.ZodType>(connection: OpenConnection, path: string, item: T, limit: number) {
  const rows: z.infer<T>[] = [];
  let offset: string | undefined;
  while (rows.length < limit) {
    const answer = await atsRequest(connection.endpoint, {
      method: "GET",
      path,
      query: { limit: 100, offset, ...(path === "/v1/postings" ? { state: "published" } : {}) },
    });
    const page = pageOf(item).parse(answer.body);
    rows.push(...(page.data as z.infer<T>[]));
    if (!page.hasNext || !page.next) break;
    offset = page.next;
  }
  return rows.slice(0, limit);
}

/** GET /v1/postings?state=published: the postings a rule's job id names (an opportunity's application.posting). */
export async function listLeverJobs(connection: OpenConnection, limit: number): Promise<AtsJob[]> {
  const postings = await listAll(
    connection,
    "/v1/postings",
    z.looseObject({ id: z.string(), text: z.string() }),
    limit,
  );
  return postings.map((p) => ({ id: p.id, name: p.text }));
}

/** GET /v1/stages: Lever's stages are the account's, shared by every posting. */
export async function listLeverStages(connection: OpenConnection): Promise<AtsStage[]> {
  const stages = await listAll(connection, "/v1/stages", z.looseObject({ id: z.string(), text: z.string() }), 500);
  return stages.map((s) => ({ id: s.id, name: s.text }));
}

import "server-only";
import { z } from "zod";
import type { AtsJob, AtsStage, OpenConnection } from "../adapter";
import { atsRequest } from "../http/ats-request";
import { nextPage } from "./link-header";

const id = z.union([z.number(), z.string()]).transform(String);
const named = z.looseObject({ id, name: z.string().max(500) });

/** GET /v1/jobs?status=open&per_page=100, following the Link header until `limit` jobs. */
export async function listGreenhouseJobs(connection: OpenConnection, limit: number): Promise<AtsJob[]> {
  const jobs: AtsJob[] = [];
  let path: string | null = `/v1/jobs?status=open&per_page=100`;
  while (path && jobs.length < limit) {
    const [pathname, search] = path.split("?");
    const answer = await atsRequest(connection.endpoint, {
      method: "GET",
      path: pathname!,
      query: Object.fromEntries(new URLSearchParams(search ?? "")),
    });
    for (const job of z.array(named).max(500).parse(answer.body)) jobs.push({ id: job.id, name: job.name });
    path = nextPage(answer.headers.get("link"), connection.endpoint.baseUrl);
  }
  return jobs.slice(0, limit);
}

/** GET /v1/jobs/{id}/stages: the job's interview plan, in order. */
export async function listGreenhouseStages(connection: OpenConnection, jobId: string): Promise<AtsStage[]> {
  const answer = await atsRequest(connection.endpoint, {
    method: "GET",
    path: `/v1/jobs/${encodeURIComponent(jobId)}/stages`,
  });
  return z
    .array(named)
    .max(500)
    .parse(answer.body)
    .map((s) => ({ id: s.id, name: s.name }));
}

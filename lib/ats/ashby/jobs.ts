import "server-only";
import { z } from "zod";
import type { AtsJob, AtsStage, OpenConnection } from "../adapter";
import { atsRequest, AtsHttpError } from "../http/ats-request";

/** One RPC whose answer is { success: true, results, moreDataAvailable?, nextCursor? }; success: false throws. */
async function call(connection: OpenConnection, method: string, json: Record<string, unknown>) {
  const answer = await atsRequest(connection.endpoint, { method: "POST", path: `/${method}`, json });
  const body = z
    .looseObject({
      success: z.boolean(),
      results: z.unknown().optional(),
      errors: z.unknown().optional(),
      moreDataAvailable: z.boolean().nullish(),
      nextCursor: z.string().max(500).nullish(),
    })
    .parse(answer.body);
  if (!body.success)
    throw new AtsHttpError(
      `${method}: ${JSON.stringify(body.errors ?? "failed").slice(0, 300)}`,
      200,
      null,
      false,
      false,
    );
  return body;
}

const jobSchema = z.looseObject({
  id: z.string(),
  title: z.string().max(500),
  defaultInterviewPlanId: z.string().nullish(),
  interviewPlanIds: z.array(z.string()).max(100).nullish(),
});

/** job.list { status: ["Open"], limit, cursor } → results, moreDataAvailable, nextCursor; until `limit` jobs. */
export async function listAshbyJobs(connection: OpenConnection, limit: number): Promise<AtsJob[]> {
  const jobs: AtsJob[] = [];
  let cursor: string | undefined;
  while (jobs.length < limit) {
    const page = await call(connection, "job.list", { status: ["Open"], limit: 100, ...(cursor ? { cursor } : {}) });
    for (const job of z.array(jobSchema).max(100).parse(page.results)) jobs.push({ id: job.id, name: job.title });
    if (!page.moreDataAvailable || !page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return jobs.slice(0, limit);
}

/** job.info { id } for the job's interview plan, then interviewStage.list { interviewPlanId }: its stages in order. */
export async function listAshbyStages(connection: OpenConnection, jobId: string): Promise<AtsStage[]> {
  const job = jobSchema.parse((await call(connection, "job.info", { id: jobId })).results);
  const plan = job.defaultInterviewPlanId ?? job.interviewPlanIds?.[0];
  if (!plan) return [];
  const stages = z
    .array(z.looseObject({ id: z.string(), title: z.string().max(500) }))
    .max(500)
    .parse((await call(connection, "interviewStage.list", { interviewPlanId: plan })).results);
  return stages.map((s) => ({ id: s.id, name: s.title }));
}

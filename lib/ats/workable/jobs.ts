import "server-only";
import { z } from "zod";
import type { AtsJob, AtsStage, OpenConnection } from "../adapter";
import { jobStages, pages } from "./spi";

const jobSchema = z.looseObject({ shortcode: z.string().min(1).max(100), title: z.string().max(500) });

/** GET /jobs?state=published&limit=100, following paging.next: a rule names a job by its shortcode. */
export async function listWorkableJobs(connection: OpenConnection, limit: number): Promise<AtsJob[]> {
  const jobs: AtsJob[] = [];
  const listed = pages(
    connection,
    "/jobs",
    { state: "published", limit: 100 },
    (body) => z.looseObject({ jobs: z.array(jobSchema).max(1_000) }).parse(body).jobs,
  );
  for await (const job of listed) {
    jobs.push({ id: job.shortcode, name: job.title });
    if (jobs.length >= limit) break;
  }
  return jobs;
}

/** GET /jobs/:shortcode/stages: the job's pipeline; a rule names a stage by its name (its slug works too). */
export async function listWorkableStages(connection: OpenConnection, jobId: string): Promise<AtsStage[]> {
  return (await jobStages(connection, jobId)).map((s) => ({ id: s.slug, name: s.name }));
}

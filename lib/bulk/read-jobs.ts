import "server-only";
import { db } from "@/lib/db/client";
import type { BulkJob } from "@/lib/db/generated/client";
import type { BulkOptions, JobKind, RowState } from "./job-schemas";
import { getJobProgress } from "./jobs";
import { toProgressView, type JobSummary } from "./job-view";

async function namesOf(userIds: string[]) {
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(userIds)] } },
    select: { id: true, name: true, email: true },
  });
  return new Map(users.map((u) => [u.id, u.name ?? u.email]));
}

async function problemsOf(problemIds: Array<string | null>) {
  const ids = [...new Set(problemIds.filter((id): id is string => id !== null))];
  const entries = ids.length
    ? await db.problemRegistryEntry.findMany({
        where: { problemId: { in: ids } },
        select: { problemId: true, name: true, status: true },
      })
    : [];
  return new Map(entries.map((e) => [e.problemId, e]));
}

function summarize(
  job: BulkJob,
  counts: Partial<Record<RowState, number>>,
  names: Map<string, string>,
  problems: Awaited<ReturnType<typeof problemsOf>>,
): JobSummary {
  const problem = job.problemId ? problems.get(job.problemId) : undefined;
  return {
    ...toProgressView(job, counts),
    kind: job.kind as JobKind,
    problemId: job.problemId,
    problemName: problem?.name ?? null,
    problemStatus: problem?.status ?? null,
    options: job.options as BulkOptions,
    createdBy: names.get(job.createdById) ?? "a removed user",
    createdAt: job.createdAt.toISOString(),
  };
}

/** The most recent jobs of a kind (50 by default) with their progress, problem names (from the registry) and creators. */
export async function listJobSummaries(kind: JobKind = "issue", take = 50): Promise<JobSummary[]> {
  const jobs = await db.bulkJob.findMany({ where: { kind }, orderBy: { createdAt: "desc" }, take });
  if (!jobs.length) return [];
  const ids = jobs.map((j) => j.id);
  const [groups, names, problems] = await Promise.all([
    db.bulkJobRow.groupBy({ by: ["jobId", "state"], where: { jobId: { in: ids } }, _count: { _all: true } }),
    namesOf(jobs.map((j) => j.createdById)),
    problemsOf(jobs.map((j) => j.problemId)),
  ]);
  const counts = new Map<string, Partial<Record<RowState, number>>>();
  for (const g of groups) counts.set(g.jobId, { ...counts.get(g.jobId), [g.state]: g._count._all });
  return jobs.map((job) => summarize(job, counts.get(job.id) ?? {}, names, problems));
}

/** One job with its progress, or null. */
export async function getJobSummary(jobId: string): Promise<JobSummary | null> {
  const progress = await getJobProgress(jobId);
  if (!progress) return null;
  const [names, problems] = await Promise.all([
    namesOf([progress.job.createdById]),
    problemsOf([progress.job.problemId]),
  ]);
  return summarize(progress.job, progress.counts, names, problems);
}

/** Just the progress, for the polling endpoint. */
export async function getJobProgressView(jobId: string) {
  const progress = await getJobProgress(jobId);
  return progress ? toProgressView(progress.job, progress.counts) : null;
}

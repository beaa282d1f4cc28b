import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { ActionError } from "@/lib/actions/define-action";
import { createCandidateRequestSchema } from "@/lib/api-contract/requests";
import { publishChange } from "@/lib/live/publish";
import { finalRowStates, type AppendBulkRows, type CreateBulkJob, type JobControl, type RowState } from "./job-schemas";
import type { RosterEntry } from "./roster";

/** Every entry is an existing candidate or a valid new one (the API's rules); `offset` numbers the rows. */
function assertValidRoster(roster: RosterEntry[], offset: number) {
  const invalid = roster.findIndex(
    (entry) =>
      !entry.candidateId &&
      !createCandidateRequestSchema.safeParse({ name: entry.name, email: entry.email, integrationSource: entry.integrationSource, externalId: entry.externalId }).success,
  );
  if (invalid >= 0) throw new ActionError(`Row ${offset + invalid + 1} is neither an existing candidate nor a valid new one.`);
}

const rowsOf = (jobId: string, offset: number, roster: RosterEntry[]) =>
  roster.map((entry, i) => ({
    jobId,
    position: offset + i,
    candidateId: entry.candidateId ?? null,
    name: entry.name,
    email: entry.email,
    integrationSource: entry.integrationSource ?? null,
    externalId: entry.externalId ?? null,
  }));

/**
 * Stores a job and one row per person in one transaction; the workers of every instance pick it up. A roster
 * sent in parts (`totalRows` above this part's length) leaves the job `preparing` until appendBulkRows
 * completes it.
 */
export async function createBulkJob(input: CreateBulkJob, createdById: string) {
  assertValidRoster(input.roster, 0);
  const totalRows = input.totalRows ?? input.roster.length;
  if (totalRows < input.roster.length) throw new ActionError("The roster has more rows than its stated total.");
  const complete = totalRows === input.roster.length;
  const job = await db.$transaction(async (tx) => {
    const created = await tx.bulkJob.create({
      data: { createdById, problemId: input.problemId, options: input.options as Prisma.InputJsonValue, totalRows, status: complete ? "running" : "preparing" },
    });
    await tx.bulkJobRow.createMany({ data: rowsOf(created.id, 0, input.roster) });
    return created;
  });
  await publishChange({ topic: "bulk-job", id: job.id });
  return job;
}

/**
 * Adds a part of a roster to a `preparing` job; the part that completes it starts the job. Sending a part
 * again is harmless: positions already stored are skipped.
 */
export async function appendBulkRows(input: AppendBulkRows, userId: string) {
  const job = await db.bulkJob.findUnique({ where: { id: input.jobId } });
  if (!job) throw new ActionError("That job does not exist.");
  if (job.createdById !== userId) throw new ActionError("Only the admin who started this job can add candidates to it.");
  if (job.status !== "preparing") throw new ActionError(`This job is ${job.status}; its candidates can no longer change.`);
  if (input.offset + input.roster.length > job.totalRows) throw new ActionError("These rows go beyond the job's stated total.");
  assertValidRoster(input.roster, input.offset);
  await db.bulkJobRow.createMany({ data: rowsOf(job.id, input.offset, input.roster), skipDuplicates: true });
  const stored = await db.bulkJobRow.count({ where: { jobId: job.id } });
  if (stored < job.totalRows) return { status: "preparing" as const, stored };
  const { count } = await db.bulkJob.updateMany({ where: { id: job.id, status: "preparing" }, data: { status: "running" } });
  if (count) await publishChange({ topic: "bulk-job", id: job.id });
  return { status: "running" as const, stored };
}

const pastTense: Record<JobControl, string> = { pause: "paused", resume: "resumed", cancel: "cancelled", "retry-failed": "retried" };

export async function controlBulkJob(jobId: string, control: JobControl) {
  const job = await db.bulkJob.findUnique({ where: { id: jobId } });
  if (!job) throw new ActionError("That job does not exist.");
  const before = job.status;
  await db.$transaction(async (tx) => {
    if (control === "pause" && job.status === "running") await tx.bulkJob.update({ where: { id: jobId }, data: { status: "paused" } });
    else if (control === "resume" && job.status === "paused") await tx.bulkJob.update({ where: { id: jobId }, data: { status: "running" } });
    else if (control === "cancel" && ["preparing", "running", "paused"].includes(job.status)) {
      // The job first: a worker finishing a row locks the job row (process-row.ts), so it either sees the
      // cancellation or has written its row before the rows below are cancelled. Rows being sent finish.
      await tx.bulkJob.update({ where: { id: jobId }, data: { status: "cancelled", finishedAt: new Date() } });
      await tx.bulkJobRow.updateMany({ where: { jobId, state: { in: ["pending", "waiting_problem"] } }, data: { state: "cancelled", message: "cancelled before it was sent" } });
    } else if (control === "retry-failed" && job.status !== "preparing") {
      const { count } = await tx.bulkJobRow.updateMany({ where: { jobId, state: "failed" }, data: { state: "pending", message: null, leaseUntil: null, attempts: 0 } });
      if (!count) throw new ActionError("No failed row to retry.");
      // A paused job stays paused: its retried rows run when it is resumed.
      if (job.status !== "paused") await tx.bulkJob.update({ where: { id: jobId }, data: { status: "running", finishedAt: null } });
    } else throw new ActionError(`A ${job.status} job cannot be ${pastTense[control]}.`);
  });
  await publishChange({ topic: "bulk-job", id: jobId });
  const after = await db.bulkJob.findUniqueOrThrow({ where: { id: jobId } });
  return { before, after: after.status };
}

/** Counts per row state, for the progress bar; every instance reads the same rows. */
export async function getJobProgress(jobId: string) {
  const [job, groups] = await Promise.all([
    db.bulkJob.findUnique({ where: { id: jobId } }),
    db.bulkJobRow.groupBy({ by: ["state"], where: { jobId }, _count: { _all: true } }),
  ]);
  if (!job) return null;
  const counts = Object.fromEntries(groups.map((g) => [g.state, g._count._all])) as Partial<Record<RowState, number>>;
  // Counted from final rows: a job still receiving its roster has fewer rows than totalRows.
  const done = finalRowStates.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return { job, counts, done, total: job.totalRows };
}
export type JobProgress = NonNullable<Awaited<ReturnType<typeof getJobProgress>>>;

export function listBulkJobs() {
  return db.bulkJob.findMany({ orderBy: { createdAt: "desc" }, take: 50 });
}

import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { DomainError } from "@/lib/errors/domain-error";
import { createCandidateRequestSchema } from "@/lib/api-contract/requests";
import { publishChange } from "@/lib/live/publish";
import {
  finalRowStates,
  type AppendBulkRows,
  type CreateBulkJob,
  type JobControl,
  type JobKind,
  type RowState,
} from "./job-schemas";
import { completeFinishedJobs } from "./complete-jobs";
import type { RosterEntry } from "./roster";
import { enqueueOpenRows } from "./row-job";

/** Every entry is an existing candidate, a valid new one (the API's rules) or a row left out; `offset` numbers the rows. */
function assertValidRoster(roster: RosterEntry[], offset: number) {
  const invalid = roster.findIndex(
    (entry) =>
      !entry.candidateId &&
      !entry.skipped &&
      !createCandidateRequestSchema.safeParse({
        name: entry.name,
        email: entry.email,
        integrationSource: entry.integrationSource,
        externalId: entry.externalId,
      }).success,
  );
  if (invalid >= 0)
    throw new DomainError(`Row ${offset + invalid + 1} is neither an existing candidate nor a valid new one.`);
}

/**
 * A row's first state: a row left out is final (`skipped`, with why); in an import job an existing candidate
 * has nothing left to do (`existing`); every other row waits for a worker.
 */
function firstState(kind: JobKind, entry: RosterEntry): { state: RowState; message: string | null } {
  if (entry.skipped) return { state: "skipped", message: entry.skipped };
  if (kind === "import" && entry.candidateId) return { state: "existing", message: "already a candidate: left as is" };
  return { state: "pending", message: null };
}

/**
 * Writes a part of a roster as rows at positions offset, offset + 1, … in one INSERT from arrays (unnest): a
 * 5,000-row part is one statement and one round trip, where a generated multi-row insert is several and slow.
 * Positions already stored are skipped, so sending a part again is harmless.
 */
async function insertRows(
  client: Pick<typeof db, "$executeRaw">,
  jobId: string,
  kind: JobKind,
  offset: number,
  roster: RosterEntry[],
) {
  const states = roster.map((entry) => firstState(kind, entry));
  await client.$executeRaw`
    INSERT INTO bulk_job_row (id, "jobId", position, "candidateId", name, email, "integrationSource", "externalId", "inputLine", state, message, "updatedAt")
    SELECT gen_random_uuid()::text, ${jobId}, ${offset} + t.i - 1, t.candidate, t.name, t.email, t.source, t.external, t.line, t.state, t.message, now()
    FROM unnest(${roster.map((e) => e.candidateId ?? null)}::text[], ${roster.map((e) => e.name)}::text[], ${roster.map((e) => e.email)}::text[],
                ${roster.map((e) => e.integrationSource ?? null)}::text[], ${roster.map((e) => e.externalId ?? null)}::text[],
                ${roster.map((e) => e.inputLine ?? null)}::int[], ${states.map((s) => s.state)}::text[], ${states.map((s) => s.message)}::text[])
      WITH ORDINALITY AS t(candidate, name, email, source, external, line, state, message, i)
    ON CONFLICT ("jobId", position) DO NOTHING`;
}

/** What a job does besides its rows: issue a problem with options, or only create candidates. */
export type JobPurpose = { kind: "issue"; problemId: string; options: CreateBulkJob["options"] } | { kind: "import" };

/** A roster still `preparing` this long after it started is abandoned (its sender closed the page): deleted. */
export const PREPARING_EXPIRY_MS = 60 * 60_000;
/** Rosters one person may have arriving at once. */
export const MAX_PREPARING_PER_USER = 3;

/**
 * Deletes jobs left `preparing` past PREPARING_EXPIRY_MS, rows and all (they cascade): done at each new job, so
 * abandoned uploads never pile up, and at start (instrumentation) for those left before a restart.
 */
export async function expireAbandonedJobs(now = new Date()) {
  const { count } = await db.bulkJob.deleteMany({
    where: { status: "preparing", createdAt: { lt: new Date(now.getTime() - PREPARING_EXPIRY_MS) } },
  });
  return count;
}

/**
 * Stores a job and one row per person in one transaction; the workers of every instance pick it up. A roster
 * sent in parts (`totalRows` above this part's length) leaves the job `preparing` until appendBulkRows
 * completes it.
 */
export async function createBulkJob(
  purpose: JobPurpose,
  input: Pick<CreateBulkJob, "roster" | "totalRows">,
  createdById: string,
) {
  assertValidRoster(input.roster, 0);
  const totalRows = input.totalRows ?? input.roster.length;
  if (totalRows < input.roster.length) throw new DomainError("The roster has more rows than its stated total.");
  const complete = totalRows === input.roster.length;
  await expireAbandonedJobs();
  if (!complete) {
    const arriving = await db.bulkJob.count({ where: { createdById, status: "preparing" } });
    if (arriving >= MAX_PREPARING_PER_USER)
      throw new DomainError(
        `You already have ${arriving} rosters still uploading; let them finish or cancel one before starting another.`,
      );
  }
  const job = await db.$transaction(async (tx) => {
    const created = await tx.bulkJob.create({
      data: {
        kind: purpose.kind,
        createdById,
        problemId: purpose.kind === "issue" ? purpose.problemId : null,
        options: (purpose.kind === "issue" ? purpose.options : {}) as Prisma.InputJsonValue,
        totalRows,
        status: complete ? "running" : "preparing",
      },
    });
    await insertRows(tx, created.id, purpose.kind, 0, input.roster);
    // Each open row becomes a job of the engine, queued exactly when the rows are stored.
    if (complete) await enqueueOpenRows(tx, created.id);
    return created;
  });
  if (complete) await completeFinishedJobs(job.id);
  await publishChange({ topic: "bulk-job", id: job.id });
  return job;
}

/**
 * Adds a part of a roster to a `preparing` job of `kind`; the part that completes it starts the job. Sending a
 * part again is harmless: positions already stored are skipped.
 */
export async function appendBulkRows(kind: JobKind, input: AppendBulkRows, userId: string) {
  const job = await db.bulkJob.findUnique({ where: { id: input.jobId } });
  if (!job || job.kind !== kind) throw new DomainError("That job does not exist.");
  if (job.createdById !== userId)
    throw new DomainError("Only the person who started this job can add candidates to it.");
  if (job.status !== "preparing")
    throw new DomainError(`This job is ${job.status}; its candidates can no longer change.`);
  if (input.offset + input.roster.length > job.totalRows)
    throw new DomainError("These rows go beyond the job's stated total.");
  assertValidRoster(input.roster, input.offset);
  await insertRows(db, job.id, kind, input.offset, input.roster);
  const stored = await db.bulkJobRow.count({ where: { jobId: job.id } });
  if (stored < job.totalRows) return { status: "preparing" as const, stored };
  const count = await db.$transaction(async (tx) => {
    const started = await tx.bulkJob.updateMany({
      where: { id: job.id, status: "preparing" },
      data: { status: "running" },
    });
    if (started.count) await enqueueOpenRows(tx, job.id);
    return started.count;
  });
  if (count) {
    await completeFinishedJobs(job.id);
    await publishChange({ topic: "bulk-job", id: job.id });
  }
  return { status: "running" as const, stored };
}

const pastTense: Record<JobControl, string> = {
  pause: "paused",
  resume: "resumed",
  cancel: "cancelled",
  "retry-failed": "retried",
};

export async function controlBulkJob(jobId: string, control: JobControl) {
  const job = await db.bulkJob.findUnique({ where: { id: jobId } });
  if (!job) throw new DomainError("That job does not exist.");
  const before = job.status;
  await db.$transaction(async (tx) => {
    if (control === "pause" && job.status === "running")
      await tx.bulkJob.update({ where: { id: jobId }, data: { status: "paused" } });
    else if (control === "resume" && job.status === "paused") {
      await tx.bulkJob.update({ where: { id: jobId }, data: { status: "running" } });
      // Rows met while paused were left as they were: queue them again (a row already queued keeps its job).
      await enqueueOpenRows(tx, jobId);
    } else if (control === "cancel" && ["preparing", "running", "paused"].includes(job.status)) {
      // The job first: a worker finishing a row locks the job row (process-row.ts), so it either sees the
      // cancellation or has written its row before the rows below are cancelled. Rows being sent finish.
      await tx.bulkJob.update({ where: { id: jobId }, data: { status: "cancelled", finishedAt: new Date() } });
      await tx.bulkJobRow.updateMany({
        where: { jobId, state: { in: ["pending", "waiting_problem"] } },
        data: { state: "cancelled", message: "cancelled before it was sent" },
      });
    } else if (control === "retry-failed" && job.status !== "preparing") {
      const { count } = await tx.bulkJobRow.updateMany({
        where: { jobId, state: "failed" },
        data: { state: "pending", message: null, claim: null, attempts: 0 },
      });
      if (!count) throw new DomainError("No failed row to retry.");
      // A paused job stays paused: its retried rows run when it is resumed.
      if (job.status !== "paused") {
        await tx.bulkJob.update({ where: { id: jobId }, data: { status: "running", finishedAt: null } });
        await enqueueOpenRows(tx, jobId);
      }
    } else throw new DomainError(`A ${job.status} job cannot be ${pastTense[control]}.`);
  });
  // A job resumed with nothing left to send is complete now.
  await completeFinishedJobs(jobId);
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

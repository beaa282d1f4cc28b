import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { DomainError } from "@/lib/errors/domain-error";
import { publishChange } from "@/lib/live/publish";
import { candidateConditions, candidatesFrom } from "@/lib/sync/read/list-candidates";
import { MAX_ROSTER_ROWS, type CandidateSelection, type CreateBulkJobFromCandidates } from "./job-schemas";
import { enqueueOpenRows } from "./row-job";

const n = (value: number) => value.toLocaleString("en");

/** The SQL condition of a picker selection over `candidatesFrom`. */
function selectionConditions(selection: CandidateSelection): Prisma.Sql {
  if (selection.kind === "ids") return Prisma.sql`c."goneAt" IS NULL AND c.id = ANY(${selection.ids}::text[])`;
  const filter = candidateConditions(selection.filter);
  return selection.exclude.length ? Prisma.sql`${filter} AND NOT (c.id = ANY(${selection.exclude}::text[]))` : filter;
}

/**
 * A job over candidates chosen in the picker. Its rows are written by one INSERT … SELECT from the mirror, in
 * the order the picker lists them (newest first), so "every candidate matching" costs the same for 10 or
 * 10,000 people and the browser never holds the list.
 */
export async function createBulkJobFromCandidates(input: CreateBulkJobFromCandidates, createdById: string) {
  const where = selectionConditions(input.selection);
  const job = await db.$transaction(async (tx) => {
    const [{ total }] = await tx.$queryRaw<
      [{ total: number }]
    >`SELECT count(*)::int AS total FROM ${candidatesFrom} WHERE ${where}`;
    if (total === 0) throw new DomainError("No candidate matches this selection any more; choose again.");
    if (total > MAX_ROSTER_ROWS)
      throw new DomainError(
        `${n(total)} candidates match; one job takes at most ${n(MAX_ROSTER_ROWS)}. Narrow the filters.`,
      );
    const created = await tx.bulkJob.create({
      data: {
        createdById,
        problemId: input.problemId,
        options: input.options as Prisma.InputJsonValue,
        totalRows: total,
        status: "running",
      },
    });
    await tx.$executeRaw`
      INSERT INTO bulk_job_row (id, "jobId", position, "candidateId", name, email, "integrationSource", "externalId", state, "updatedAt")
      SELECT gen_random_uuid()::text, ${created.id}, (row_number() OVER (ORDER BY c."createdAt" DESC, c.id DESC) - 1)::int,
             c.id, c.name, c.email, c."integrationSource", c."externalId", 'pending', ${new Date()}
      FROM ${candidatesFrom} WHERE ${where}`;
    // Each row becomes a job of the engine, queued exactly when the rows are stored.
    await enqueueOpenRows(tx, created.id);
    return created;
  });
  await publishChange({ topic: "bulk-job", id: job.id });
  return job;
}

"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { appendBulkRowsSchema, createBulkJobFromCandidatesSchema, createBulkJobSchema } from "@/lib/bulk/job-schemas";
import { appendBulkRows, createBulkJob } from "@/lib/bulk/jobs";
import { createBulkJobFromCandidates } from "@/lib/bulk/jobs-from-candidates";
import { pickCandidatesSchema } from "@/lib/bulk/pick-candidates";
import { listCandidates } from "@/lib/sync/read/list-candidates";

/** Creates a job from a roster, or from the first part of one sent in parts; workers start once it is whole. */
export const createBulkJobAction = defineAction(
  "createBulkJob",
  { role: "admin", schema: createBulkJobSchema },
  async (input, { user, audit }) => {
    const job = await createBulkJob(
      { kind: "issue", problemId: input.problemId, options: input.options },
      input,
      user.id,
    );
    await audit({
      action: "bulk.create",
      targetType: "bulk-job",
      targetId: job.id,
      after: {
        status: job.status,
        problemId: job.problemId,
        options: input.options,
        totalRows: job.totalRows,
        rowsInThisPart: input.roster.length,
      },
    });
    revalidatePath("/bulk");
    return { jobId: job.id, status: job.status };
  },
);

/** Adds a further part of a roster to a job that is still `preparing`; the last part starts the job. */
export const appendBulkRowsAction = defineAction(
  "appendBulkRows",
  { role: "admin", schema: appendBulkRowsSchema },
  async (input, { user, audit }) => {
    const result = await appendBulkRows("issue", input, user.id);
    await audit({
      action: "bulk.append",
      targetType: "bulk-job",
      targetId: input.jobId,
      before: { status: "preparing" },
      after: { status: result.status, rowsStored: result.stored },
      metadata: { offset: input.offset, rows: input.roster.length },
    });
    if (result.status === "running") revalidatePath("/bulk");
    return result;
  },
);

/** A job over candidates chosen in the picker (ticked ones, or every one matching its filters). */
export const createBulkJobFromCandidatesAction = defineAction(
  "createBulkJobFromCandidates",
  { role: "admin", schema: createBulkJobFromCandidatesSchema },
  async (input, { user, audit }) => {
    const job = await createBulkJobFromCandidates(input, user.id);
    const { selection } = input;
    await audit({
      action: "bulk.create",
      targetType: "bulk-job",
      targetId: job.id,
      after: { status: job.status, problemId: job.problemId, options: input.options, totalRows: job.totalRows },
      metadata:
        selection.kind === "ids"
          ? { selected: selection.ids.length }
          : { filter: selection.filter, excluded: selection.exclude.length },
    });
    revalidatePath("/bulk");
    return { jobId: job.id, totalRows: job.totalRows };
  },
);

/** One page of the picker's candidates, from the mirror. */
export const pickCandidatesAction = defineAction(
  "pickCandidates",
  { role: "admin", schema: pickCandidatesSchema },
  async (query) => {
    const { q, status, source, externalId, after, before, size } = query;
    const page = await listCandidates({
      q,
      status,
      source,
      externalId,
      after,
      before,
      size,
      sort: "createdAt",
      dir: "desc",
    });
    return {
      ...page,
      rows: page.rows.map(({ id, name, email, status, screenCount, integrationSource, externalId }) => ({
        id,
        name,
        email,
        status,
        screenCount,
        integrationSource,
        externalId,
      })),
    };
  },
);

"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { appendBulkRowsSchema, createBulkJobSchema } from "@/lib/bulk/job-schemas";
import { appendBulkRows, createBulkJob } from "@/lib/bulk/jobs";

/** Creates a job from a roster, or from the first part of one sent in parts; workers start once it is whole. */
export const createBulkJobAction = defineAction("createBulkJob", { role: "admin", schema: createBulkJobSchema }, async (input, { user, audit }) => {
  const job = await createBulkJob(input, user.id);
  await audit({
    action: "bulk.create",
    targetType: "bulk-job",
    targetId: job.id,
    after: { status: job.status, problemId: job.problemId, options: input.options, totalRows: job.totalRows, rowsInThisPart: input.roster.length },
  });
  revalidatePath("/bulk");
  return { jobId: job.id, status: job.status };
});

/** Adds a further part of a roster to a job that is still `preparing`; the last part starts the job. */
export const appendBulkRowsAction = defineAction("appendBulkRows", { role: "admin", schema: appendBulkRowsSchema }, async (input, { user, audit }) => {
  const result = await appendBulkRows(input, user.id);
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
});

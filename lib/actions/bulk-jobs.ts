"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { controlBulkJobSchema } from "@/lib/bulk/job-schemas";
import { controlBulkJob } from "@/lib/bulk/jobs";

/** Pause, resume, cancel, or retry the failed rows of a job; audited as bulk.<control> with the status before and after. */
export const controlBulkJobAction = defineAction(
  "controlBulkJob",
  { role: "admin", schema: controlBulkJobSchema },
  async ({ jobId, control }, { audit }) => {
    const { before, after } = await controlBulkJob(jobId, control);
    await audit({
      action: `bulk.${control}`,
      targetType: "bulk-job",
      targetId: jobId,
      before: { status: before },
      after: { status: after },
    });
    revalidatePath(`/bulk/${jobId}`);
    revalidatePath("/bulk");
    return { status: after };
  },
);

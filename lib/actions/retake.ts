"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { recommendRetake } from "@/lib/review/retake";
import { retakeSchema } from "@/lib/review/retake-schema";

/**
 * "Issue a retake", once confirmed: a new screen of the same problem for the result's candidate, linked to the result,
 * with the invitation emailed or not and in the language chosen (both in the audit entry).
 */
export const recommendRetakeAction = defineAction(
  "recommendRetake",
  { role: "recruiter", schema: retakeSchema },
  async ({ interviewId, ...options }, { user, audit }) => {
    const outcome = await recommendRetake(interviewId, user, options);
    await audit({
      action: "result.retake",
      targetType: "result",
      targetId: interviewId,
      after: { ...outcome, ...options },
    });
    revalidatePath(`/results/${encodeURIComponent(interviewId)}`);
    return outcome;
  },
);

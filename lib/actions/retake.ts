"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { recommendRetake } from "@/lib/review/retake";

/** "Recommend a retake": a new screen of the same problem for the result's candidate, linked to the result. */
export const recommendRetakeAction = defineAction(
  "recommendRetake",
  { role: "recruiter", schema: z.object({ interviewId: z.string().min(1, "interviewId is required").max(512) }) },
  async ({ interviewId }, { user, audit }) => {
    const outcome = await recommendRetake(interviewId, user);
    await audit({ action: "result.retake", targetType: "result", targetId: interviewId, after: outcome });
    revalidatePath(`/results/${encodeURIComponent(interviewId)}`);
    return outcome;
  },
);

"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { askSecondOpinion } from "@/lib/review/review-requests";
import { askSecondOpinionSchema } from "@/lib/review/review-request-schemas";

/**
 * Anyone who may review names the teammate who should give a confirmed flag's second opinion; asking again while
 * a request is open reassigns it (audited as such), never doubles it.
 */
export const askSecondOpinionAction = defineAction(
  "askSecondOpinion",
  { role: "recruiter", schema: askSecondOpinionSchema },
  async (input, { user, audit }) => {
    const asked = await askSecondOpinion(input, user.id);
    const target = { targetType: "result", targetId: input.interviewId };
    if (asked.outcome === "reassigned")
      await audit({
        action: "review-request.reassign",
        ...target,
        before: { flagId: input.flagId, assigneeId: asked.previousAssigneeId },
        after: { flagId: input.flagId, assigneeId: input.assigneeId, requestId: asked.requestId, note: input.note },
      });
    else
      await audit({
        action: asked.outcome === "asked" ? "review-request.create" : "review-request.note",
        ...target,
        after: { flagId: input.flagId, assigneeId: input.assigneeId, requestId: asked.requestId, note: input.note },
      });
    revalidatePath(`/results/${encodeURIComponent(input.interviewId)}`);
    // The person asked sees it on "Waiting for you" and in the navigation's count.
    revalidatePath("/", "layout");
    return { outcome: asked.outcome };
  },
);

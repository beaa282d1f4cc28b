"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { countAtOrAbove, decideMany } from "@/lib/cohort/decide-many";
import { countAtOrAboveSchema, decideCohortSchema } from "@/lib/cohort/selection";

/** Advance, hold or reject the selected candidates of a cohort, with one reason; hiring managers and admins. */
export const decideCohortAction = defineAction(
  "decideCohort",
  { role: "manager", schema: decideCohortSchema },
  async (input, { user, audit }) => {
    const result = await decideMany(input, user.id, audit);
    revalidatePath(`/problems/${encodeURIComponent(input.problemId)}/cohort`);
    return result;
  },
);

/** How many of a cohort score at least a cut-off (the histogram's line), for the selection it makes. */
export const countCohortAtOrAboveAction = defineAction(
  "countCohortAtOrAbove",
  { role: "recruiter", schema: countAtOrAboveSchema },
  async (input) => countAtOrAbove(input),
);

"use server";

import { revalidatePath } from "next/cache";
import { createProblemRequestSchema } from "@/lib/api-contract/requests";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { blankToUndefined } from "@/lib/forms/blank-to-undefined";
import { refreshProblem } from "@/lib/problems/registry";
import { getScreeningApi, JobNotServableError } from "@/lib/screening-api";

/**
 * 4.5 Create a problem from a job description. A role the service will not serve is an answer, not a failure:
 * it comes back as `not-servable` with the service's explanation so the form can show it by the description.
 */
export const createProblemAction = defineAction(
  "problem.create",
  { role: "manager", schema: blankToUndefined(createProblemRequestSchema) },
  async (input, { user, audit }) => {
    let created;
    try {
      created = await getScreeningApi().problems.create(input);
    } catch (error) {
      if (error instanceof JobNotServableError)
        return { outcome: "not-servable" as const, explanation: error.explanation };
      throw error;
    }
    if (!created.success || !created.problemId)
      throw new ActionError(created.error ?? "The screening service did not create the problem.");
    await refreshProblem(created.problemId, "created", user.id);
    await audit({ action: "problem.create", targetType: "problem", targetId: created.problemId, after: input });
    revalidatePath("/problems");
    return { outcome: "created" as const, problemId: created.problemId };
  },
);

"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { addProblemById, refreshAllProblems } from "@/lib/problems/registry";
import { NotFoundError } from "@/lib/screening-api";

export const addProblemAction = defineAction(
  "problem.register",
  { role: "recruiter", schema: z.object({ problemId: z.string().trim().min(1, "Enter a problem id") }) },
  async ({ problemId }, { user, audit }) => {
    try {
      const { problem, alreadyRegistered } = await addProblemById(problemId, user.id);
      await audit({
        action: "problem.register",
        targetType: "problem",
        targetId: problem.id,
        after: { name: problem.name, status: problem.status, alreadyRegistered },
      });
      revalidatePath("/problems");
      return { problemId: problem.id, name: problem.name, alreadyRegistered };
    } catch (error) {
      if (error instanceof NotFoundError)
        throw new ActionError(
          `No problem with the id "${problemId}" exists in your organization, so nothing was added.`,
        );
      throw error;
    }
  },
);

export const refreshAllProblemsAction = defineAction(
  "problem.refresh-all",
  { role: "recruiter", schema: z.object({}) },
  async (_input, { audit }) => {
    const summary = await refreshAllProblems();
    await audit({ action: "problem.refresh-all", targetType: "problem-registry", targetId: "all", metadata: summary });
    revalidatePath("/problems");
    return summary;
  },
);

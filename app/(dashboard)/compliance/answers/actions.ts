"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { startEeoRead } from "@/lib/fairness/eeo-read/runs";
import { startEeoReadSchema } from "@/lib/fairness/eeo-read/schema";
import { importAnswersSchema } from "@/lib/fairness/import-schema";
import { saveAnswers } from "@/lib/fairness/save-answers";

/** Stores answers read from a file in the browser (the roster reader's worker); Compliance permission only. */
export const importDemographicsAction = defineAction(
  "importDemographics",
  { role: "recruiter", compliance: true, schema: importAnswersSchema },
  async ({ fileName, rows }, { user, audit }) => {
    const stored = await saveAnswers(rows, "file", user.id);
    await audit({
      action: "demographics.import",
      targetType: "demographics",
      targetId: fileName,
      metadata: { saved: stored.saved, refused: stored.problems.length },
    });
    revalidatePath("/analytics/fairness");
    revalidatePath("/compliance/answers");
    return stored;
  },
);

/**
 * Starts reading the EEO answers of a connected ATS (Greenhouse, Lever) in the background with the connection's key,
 * or follows the read of that ATS already running; its page shows the progress. Compliance permission only.
 */
export const startEeoReadAction = defineAction(
  "startEeoRead",
  { role: "recruiter", compliance: true, schema: startEeoReadSchema },
  async (input, { user, audit }) => {
    const started = await startEeoRead(input, user.id);
    if (!started.alreadyRunning)
      await audit({
        action: "demographics.read_started",
        targetType: "demographics",
        targetId: input.ats,
        metadata: { runId: started.runId, days: input.days, limit: input.limit },
      });
    revalidatePath("/compliance/answers");
    return started;
  },
);

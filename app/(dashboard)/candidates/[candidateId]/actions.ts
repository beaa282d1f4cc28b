"use server";

import { revalidatePath } from "next/cache";
import { ipTelemetryRequestSchema, issueScreenRequestSchema } from "@/lib/api-contract/requests";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { identityView } from "@/lib/review/blind";
import { getScreeningApi } from "@/lib/screening-api";
import { reportIp } from "@/lib/candidates/ip-reports";
import { z } from "zod";

export const issueScreenAction = defineAction(
  "issueScreen",
  { role: "recruiter", schema: issueScreenRequestSchema.omit({ submitterEmail: true }) },
  async (input, { user, audit }) => {
    const outcome = await getScreeningApi().assessments.issue({ ...input, submitterEmail: user.email });
    await audit({
      action: "screen.issue",
      targetType: "candidate",
      targetId: input.candidateIdentifier,
      after: { ...input, ...outcome },
    });
    revalidatePath(`/candidates/${encodeURIComponent(input.candidateIdentifier)}`);
    return outcome;
  },
);

export const reportIpAction = defineAction(
  "reportIp",
  { role: "recruiter", schema: z.object({ candidateId: z.string().min(1), reading: ipTelemetryRequestSchema }) },
  async ({ candidateId, reading }, { user, audit }) => {
    // Blind review: IP reports say where the candidate was.
    if ((await identityView(user, [candidateId])).hides(candidateId))
      throw new ActionError("Under blind review, IP reports are for reviewers who know the candidate.");
    const report = await reportIp(candidateId, reading, user.id);
    await audit({ action: "ip.report", targetType: "candidate", targetId: candidateId, after: report });
    revalidatePath(`/candidates/${encodeURIComponent(candidateId)}`);
    return report;
  },
);

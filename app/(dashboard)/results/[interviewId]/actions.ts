"use server";

import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { getScreeningApi } from "@/lib/screening-api";

/**
 * The service's public link to a screen's results (spec 4.16). Audited: whoever holds the link can read the
 * results without signing in. The link itself stays out of the audit log for the same reason.
 */
export const shareResultsLinkAction = defineAction(
  "shareResultsLink",
  { role: "recruiter", schema: z.object({ interviewId: z.string().min(1, "interviewId is required") }) },
  async ({ interviewId }, { audit }) => {
    const shareLink = await getScreeningApi().results.shareLink(interviewId);
    await audit({ action: "results.share-link", targetType: "interview", targetId: interviewId });
    return { shareLink };
  },
);

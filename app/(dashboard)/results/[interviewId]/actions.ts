"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { getScreeningApi, NotFoundError } from "@/lib/screening-api";
import { saveResults, screensWithResults } from "@/lib/sync/mirror/results";
import { createShareLink } from "@/lib/share-links/store";
import { defaultShareLinkDays, shareLinkDays } from "@/lib/share-links/token";
import { hidesCandidateOf } from "@/lib/review/blind";

const interviewId = z.string().min(1, "interviewId is required").max(512);

/**
 * The service's own public link to a screen's results (spec 4.16). Admins only: the public API cannot revoke it,
 * so the dashboard's revocable links are what everyone else shares. Audited; the link stays out of the audit log.
 */
export const shareResultsLinkAction = defineAction(
  "shareResultsLink",
  { role: "admin", schema: z.object({ interviewId }) },
  async ({ interviewId }, { audit }) => {
    const shareLink = await getScreeningApi().results.shareLink(interviewId);
    await audit({ action: "results.share-link", targetType: "interview", targetId: interviewId });
    return { shareLink };
  },
);

/** A completed result is in the read model, or the API has it (then it is kept there too). */
async function ensureCompleted(id: string) {
  if ((await screensWithResults([id])).has(id)) return;
  try {
    await saveResults(await getScreeningApi().results.get(id));
  } catch (error) {
    if (error instanceof NotFoundError) throw new ActionError("Only a completed screen's results can be shared.");
    throw error;
  }
}

const createSchema = z.object({
  interviewId,
  days: z.union(shareLinkDays.map((days) => z.literal(days))).default(defaultShareLinkDays),
});

/**
 * A dashboard share link (`/shared/<token>`): revocable, expiring, showing what Settings → Share links allows. A blind
 * reviewer's link names the candidate by pseudonym unless they revealed the candidate.
 */
export const createShareLinkAction = defineAction(
  "createShareLink",
  { role: "recruiter", schema: createSchema },
  async ({ interviewId, days }, { user, audit }) => {
    await ensureCompleted(interviewId);
    const pseudonymous = await hidesCandidateOf(user, interviewId);
    const link = await createShareLink(interviewId, days, user, new Date(), pseudonymous);
    await audit({
      action: "share-link.create",
      targetType: "interview",
      targetId: interviewId,
      after: { linkId: link.id, days, expiresAt: link.expiresAt, contents: link.contents },
    });
    revalidatePath(`/results/${encodeURIComponent(interviewId)}`);
    return { linkId: link.id, token: link.token, expiresAt: link.expiresAt.toISOString() };
  },
);

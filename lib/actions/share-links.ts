"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { revokeShareLink } from "@/lib/share-links/store";

/** Revokes a dashboard share link at once: an admin any, everyone else only their own. */
export const revokeShareLinkAction = defineAction(
  "revokeShareLink",
  { role: "recruiter", schema: z.object({ linkId: z.uuid("Not a share link id") }) },
  async ({ linkId }, { user, audit }) => {
    const revoked = await revokeShareLink(linkId, user);
    if (revoked.outcome === "gone") throw new ActionError("This link is no longer active.");
    if (revoked.outcome === "forbidden") throw new ActionError("Only an admin or the link's creator can revoke it.");
    const { link } = revoked;
    await audit({
      action: "share-link.revoke",
      targetType: "interview",
      targetId: link.interviewId,
      before: { linkId, createdBy: link.createdByEmail, expiresAt: link.expiresAt },
    });
    revalidatePath(`/results/${encodeURIComponent(link.interviewId)}`);
    revalidatePath("/settings/share-links");
    return { linkId };
  },
);

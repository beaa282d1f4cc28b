"use server";

import { revalidatePath } from "next/cache";
import { createCandidateRequestSchema } from "@/lib/api-contract/requests";
import { defineAction } from "@/lib/actions/define-action";
import { blankToUndefined } from "@/lib/forms/blank-to-undefined";
import { ConflictError, getScreeningApi } from "@/lib/screening-api";
import { isBlind } from "@/lib/review/blind";
import { readReviewSettings } from "@/lib/review/review-settings";
import { mirrorCreatedCandidate } from "@/lib/sync/detail-reads";

/**
 * Adds a candidate. A blind reader gets the same answer whether the email was new or already a candidate's, and no
 * identifier either way: "already exists" (or the new candidate's page) would tell them who an email belongs to.
 */
export const createCandidateAction = defineAction(
  "createCandidate",
  { role: "recruiter", schema: blankToUndefined(createCandidateRequestSchema) },
  async (input, { audit, user }) => {
    const blind = isBlind(user.role, await readReviewSettings());
    const createdAt = new Date();
    let identifier: string;
    try {
      ({ identifier } = await getScreeningApi().candidates.create(input));
    } catch (error) {
      if (blind && error instanceof ConflictError) return { identifier: null };
      throw error;
    }
    await mirrorCreatedCandidate({ identifier, ...input }, createdAt);
    await audit({ action: "candidate.create", targetType: "candidate", targetId: identifier, after: input });
    revalidatePath("/candidates");
    return { identifier: blind ? null : identifier };
  },
);

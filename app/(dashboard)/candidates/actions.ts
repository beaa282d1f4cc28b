"use server";

import { revalidatePath } from "next/cache";
import { createCandidateRequestSchema } from "@/lib/api-contract/requests";
import { defineAction } from "@/lib/actions/define-action";
import { blankToUndefined } from "@/lib/forms/blank-to-undefined";
import { getScreeningApi } from "@/lib/screening-api";
import { mirrorCreatedCandidate } from "@/lib/sync/detail-reads";

export const createCandidateAction = defineAction(
  "createCandidate",
  { role: "recruiter", schema: blankToUndefined(createCandidateRequestSchema) },
  async (input, { audit }) => {
    const createdAt = new Date();
    const { identifier } = await getScreeningApi().candidates.create(input);
    await mirrorCreatedCandidate({ identifier, ...input }, createdAt);
    await audit({ action: "candidate.create", targetType: "candidate", targetId: identifier, after: input });
    revalidatePath("/candidates");
    return { identifier };
  },
);

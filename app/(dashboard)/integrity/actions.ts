"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { syncResultSnapshots } from "@/lib/integrity/sync-result-snapshots";

export const syncResultsAction = defineAction("syncResults", { role: "recruiter", schema: z.object({}) }, async () => {
  const saved = await syncResultSnapshots();
  revalidatePath("/integrity");
  return { saved };
});

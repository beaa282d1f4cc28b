"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { requestSync } from "@/lib/sync/reconcile-job";

/** "Sync now": a reconcile job, run by whichever instance takes it first, starts a run within seconds. */
export const syncNowAction = defineAction(
  "syncNow",
  { role: "admin", schema: z.object({}) },
  async (_input, { user, audit }) => {
    await requestSync(user.id);
    await audit({ action: "sync.request", targetType: "sync", targetId: "reconciler" });
    revalidatePath("/settings/sync");
    return null;
  },
);

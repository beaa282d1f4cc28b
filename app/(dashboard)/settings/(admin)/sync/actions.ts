"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { requestSync } from "@/lib/sync/lease";

/** "Sync now": the instance holding (or next taking) the reconciler's lease starts a run within seconds. */
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

"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { processWebhookEvent } from "@/lib/webhooks/process-event";

export const reprocessWebhookAction = defineAction(
  "reprocessWebhook",
  { role: "admin", schema: z.object({ id: z.string().min(1) }) },
  async ({ id }, { audit }) => {
    await processWebhookEvent(id, { force: true });
    await audit({ action: "webhook.reprocess", targetType: "webhook", targetId: id });
    revalidatePath("/settings/webhooks");
    return null;
  },
);

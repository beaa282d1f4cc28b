import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs";
import { retryStalledWebhookEvents } from "./process-event";

/** Every minute: failed and stalled webhook events are processed again (lib/webhooks/process-event.ts). */
export const retryWebhookEventsJob = defineJob({
  name: "webhooks-retry",
  payload: z.object({}),
  handler: async () => {
    await retryStalledWebhookEvents();
  },
  options: { policy: "singleton", retryLimit: 1, expireInSeconds: 120 },
});

import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs";
import { enqueueDueDigests } from "./digest-schedule";
import { checkWebhookBacklog } from "./health-events";

/** Hourly: enqueue the digests whose hour it now is in their readers' zones (once per reader and local date). */
export const digestScanJob = defineJob({
  name: "notifications-digest-scan",
  payload: z.object({}),
  handler: async () => {
    await enqueueDueDigests();
  },
  options: { policy: "singleton", retryLimit: 2, expireInSeconds: 120 },
});

/** Every five minutes: webhook events waiting too long tell the admins who asked (at most once an hour). */
export const webhookBacklogJob = defineJob({
  name: "notifications-webhook-backlog",
  payload: z.object({}),
  handler: async () => {
    await checkWebhookBacklog();
  },
  options: { policy: "singleton", retryLimit: 1, expireInSeconds: 60 },
});

import "server-only";
import { db } from "@/lib/db/client";

/** The most recent webhook events received, newest first (Settings → Webhooks shows one page of them). */
export async function listRecentWebhookEvents(take = 200) {
  return db.webhookEvent.findMany({ orderBy: { receivedAt: "desc" }, take });
}

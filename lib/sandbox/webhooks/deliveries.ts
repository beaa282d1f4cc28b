import "server-only";
import type { WebhookType } from "@/lib/api-contract/webhooks";
import { db } from "@/lib/db/client";
import type { SandboxWebhookDelivery } from "@/lib/db/generated/client";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A delivery as the control API shows it, with the event it carries. */
function serializeDelivery(row: SandboxWebhookDelivery) {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    lastUrl: row.lastUrl,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
    event: JSON.parse(row.body) as unknown,
  };
}

/** GET /api/sandbox/webhook-deliveries: the organization's deliveries, newest first. */
export async function listWebhookDeliveries(organizationId: string, query: { type?: WebhookType; limit: number }) {
  const rows = await db.sandboxWebhookDelivery.findMany({
    where: { organizationId, ...(query.type ? { type: query.type } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit,
  });
  return { deliveries: rows.map(serializeDelivery) };
}

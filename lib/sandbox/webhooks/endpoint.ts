import "server-only";
import { db } from "@/lib/db/client";
import { sandboxWebhookUrl } from "@/lib/env";
import { forgetOrganization } from "../auth";
import { badRequest } from "../http/errors";
import { webhookTargetRefusal } from "./target-guard";

/** GET and POST /api/sandbox/webhook-endpoint: the organization's own URL (null: none) and where deliveries go. */
function describe(url: string | null) {
  return { url, effectiveUrl: url ?? sandboxWebhookUrl };
}

export function webhookEndpoint(organization: { webhookUrl: string | null }) {
  return describe(organization.webhookUrl);
}

/** Pending retries follow the new URL too: each attempt resolves the endpoint when it is made. */
export async function setWebhookEndpoint(organizationId: string, url: string | null) {
  const refusal = url && (await webhookTargetRefusal(url));
  if (refusal) throw badRequest(`url refused: ${refusal}`);
  const updated = await db.sandboxOrganization.update({ where: { id: organizationId }, data: { webhookUrl: url } });
  forgetOrganization(organizationId);
  return describe(updated.webhookUrl);
}

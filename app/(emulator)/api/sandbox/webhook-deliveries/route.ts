// GET /api/sandbox/webhook-deliveries?type=&limit= – the organization's outbound webhooks, newest first, with attempts and last status
import { webhookDeliveriesQuerySchema } from "@/lib/sandbox/control-schemas";
import { parseQuery } from "@/lib/sandbox/http/parse";
import { sandboxControlRoute } from "@/lib/sandbox/http/route";
import { listWebhookDeliveries } from "@/lib/sandbox/webhooks/deliveries";

export const dynamic = "force-dynamic";

export const GET = sandboxControlRoute(async ({ request, organization }) =>
  Response.json(await listWebhookDeliveries(organization.id, parseQuery(request, webhookDeliveriesQuerySchema))),
);

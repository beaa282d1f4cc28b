// GET /api/sandbox/webhook-endpoint – where the organization's webhooks go; POST { url } – change it (null: the default)
import { webhookEndpointRequestSchema } from "@/lib/sandbox/control-schemas";
import { parseJsonBody } from "@/lib/sandbox/http/parse";
import { sandboxControlRoute } from "@/lib/sandbox/http/route";
import { setWebhookEndpoint, webhookEndpoint } from "@/lib/sandbox/webhooks/endpoint";

export const dynamic = "force-dynamic";

export const GET = sandboxControlRoute(async ({ organization }) => Response.json(webhookEndpoint(organization)));

export const POST = sandboxControlRoute(async ({ request, organization }) => {
  const { url } = await parseJsonBody(request, webhookEndpointRequestSchema);
  return Response.json(await setWebhookEndpoint(organization.id, url));
});

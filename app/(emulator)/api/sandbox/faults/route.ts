// GET /api/sandbox/faults – the organization's injected faults; POST – change them (null or 0 clears one)
import { faultsRequestSchema } from "@/lib/sandbox/control-schemas";
import { describeFaults, setFaults } from "@/lib/sandbox/faults";
import { parseJsonBody } from "@/lib/sandbox/http/parse";
import { sandboxControlRoute } from "@/lib/sandbox/http/route";

export const dynamic = "force-dynamic";

export const GET = sandboxControlRoute(async ({ organization }) => Response.json(describeFaults(organization)));

export const POST = sandboxControlRoute(async ({ request, organization }) => {
  const input = await parseJsonBody(request, faultsRequestSchema);
  return Response.json(await setFaults(organization.id, input));
});

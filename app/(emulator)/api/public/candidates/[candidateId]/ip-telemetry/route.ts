// POST /api/public/candidates/{candidateId}/ip-telemetry – report an IP address observed for a candidate (4.13)
import { ipTelemetryRequestSchema } from "@/lib/api-contract/requests";
import { parseJsonBody } from "@/lib/sandbox/http/parse";
import { sandboxRoute } from "@/lib/sandbox/http/route";
import { reportIpTelemetry } from "@/lib/sandbox/ip-telemetry";

export const dynamic = "force-dynamic";

export const POST = sandboxRoute<{ candidateId: string }>("ip-telemetry", async ({ request, organization, params }) => {
  const input = await parseJsonBody(request, ipTelemetryRequestSchema);
  return Response.json(await reportIpTelemetry(organization.id, params.candidateId, input), { status: 202 });
});

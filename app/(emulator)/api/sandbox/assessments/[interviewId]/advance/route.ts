// POST /api/sandbox/assessments/{interviewId}/advance – move one screen now: { "to": "In Progress" | "Completed" | "Expired" }
import { advanceScreen } from "@/lib/sandbox/advance-screen";
import { advanceRequestSchema } from "@/lib/sandbox/control-schemas";
import { parseJsonBody } from "@/lib/sandbox/http/parse";
import { sandboxControlRoute } from "@/lib/sandbox/http/route";

export const dynamic = "force-dynamic";

export const POST = sandboxControlRoute<{ interviewId: string }>(async ({ request, organization, params }) => {
  const input = await parseJsonBody(request, advanceRequestSchema);
  return Response.json(await advanceScreen(organization.id, params.interviewId, input));
});

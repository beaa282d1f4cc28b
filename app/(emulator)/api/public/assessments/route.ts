// POST /api/public/assessments – issue a screen (4.1); GET – list the organization's screens, paged (4.2)
import { issueScreenRequestSchema, listAssessmentsQuerySchema } from "@/lib/api-contract/requests";
import { listAssessments } from "@/lib/sandbox/assessments";
import { parseJsonBody, parseQuery } from "@/lib/sandbox/http/parse";
import { sandboxRoute } from "@/lib/sandbox/http/route";
import { issueScreen } from "@/lib/sandbox/issue-screen";

export const dynamic = "force-dynamic";

export const POST = sandboxRoute("message", async ({ request, organization }) => {
  const input = await parseJsonBody(request, issueScreenRequestSchema);
  const { identifier, message } = await issueScreen(organization, input);
  return Response.json({ success: true, identifier, message });
});

export const GET = sandboxRoute("message", async ({ request, organization }) => {
  const query = parseQuery(request, listAssessmentsQuerySchema);
  return Response.json(await listAssessments(organization.id, query));
});

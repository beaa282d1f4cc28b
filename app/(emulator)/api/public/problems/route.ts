// POST /api/public/problems – create a technical assessment from a job description (4.5)
import { createProblemRequestSchema } from "@/lib/api-contract/requests";
import { parseJsonBody } from "@/lib/sandbox/http/parse";
import { sandboxRoute } from "@/lib/sandbox/http/route";
import { createProblem } from "@/lib/sandbox/problem-creation";

export const dynamic = "force-dynamic";

export const POST = sandboxRoute("problems", async ({ request, organization }) => {
  const input = await parseJsonBody(request, createProblemRequestSchema);
  const problemId = await createProblem(organization, input);
  return Response.json({ success: true, problemId });
});

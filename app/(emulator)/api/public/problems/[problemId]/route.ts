// GET /api/public/problems/{problemId} – read a problem (4.6); PATCH – update the fields sent (4.7)
import { updateProblemRequestSchema } from "@/lib/api-contract/requests";
import { parseJsonBody } from "@/lib/sandbox/http/parse";
import { sandboxRoute } from "@/lib/sandbox/http/route";
import { getProblem, updateProblem } from "@/lib/sandbox/problems";

export const dynamic = "force-dynamic";

export const GET = sandboxRoute<{ problemId: string }>("problems", async ({ organization, params }) =>
  Response.json({ problem: await getProblem(organization.id, params.problemId) }),
);

export const PATCH = sandboxRoute<{ problemId: string }>("problems", async ({ request, organization, params }) => {
  const input = await parseJsonBody(request, updateProblemRequestSchema);
  return Response.json({ problem: await updateProblem(organization.id, params.problemId, input) });
});

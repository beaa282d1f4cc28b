// GET /api/public/problems/{problemId}/shared – a public URL of the problem's PDF (4.8)
import { requestOrigin } from "@/lib/sandbox/http/parse";
import { sandboxRoute } from "@/lib/sandbox/http/route";
import { requireProblem } from "@/lib/sandbox/problems";
import { shareLink } from "@/lib/sandbox/share-links";

export const dynamic = "force-dynamic";

export const GET = sandboxRoute<{ problemId: string }>("problems", async ({ request, organization, params }) => {
  const problem = await requireProblem(organization.id, params.problemId);
  return Response.json({ shareLink: await shareLink(organization.id, "problem", problem.id, requestOrigin(request)) });
});

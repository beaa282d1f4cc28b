// GET /api/public/results/{interviewId}/shared – a public link to the results of a completed screen (4.16)
import { requestOrigin } from "@/lib/sandbox/http/parse";
import { sandboxRoute } from "@/lib/sandbox/http/route";
import { getResults } from "@/lib/sandbox/results";
import { shareLink } from "@/lib/sandbox/share-links";

export const dynamic = "force-dynamic";

export const GET = sandboxRoute<{ interviewId: string }>("message", async ({ request, organization, params }) => {
  await getResults(organization.id, params.interviewId);
  return Response.json({
    shareLink: await shareLink(organization.id, "results", params.interviewId, requestOrigin(request)),
  });
});

// GET /api/public/results/{interviewId} – the results of a completed screen (4.15)
import { sandboxRoute } from "@/lib/sandbox/http/route";
import { getResults } from "@/lib/sandbox/results";

export const dynamic = "force-dynamic";

export const GET = sandboxRoute<{ interviewId: string }>("message", async ({ organization, params }) =>
  Response.json(await getResults(organization.id, params.interviewId)),
);

// POST /api/public/candidates – create a candidate (4.9); GET – list candidates, optionally by ATS ids (4.10)
import { createCandidateRequestSchema, listCandidatesQuerySchema } from "@/lib/api-contract/requests";
import { createCandidate, listCandidates } from "@/lib/sandbox/candidates";
import { streamCandidates } from "@/lib/sandbox/candidates-stream";
import { parseJsonBody, parseQuery } from "@/lib/sandbox/http/parse";
import { sandboxRoute } from "@/lib/sandbox/http/route";

export const dynamic = "force-dynamic";

export const POST = sandboxRoute("message", async ({ request, organization }) => {
  const input = await parseJsonBody(request, createCandidateRequestSchema);
  const identifier = await createCandidate(organization.id, input);
  return Response.json({ success: true, identifier });
});

export const GET = sandboxRoute("message", async ({ request, organization }) => {
  const filter = parseQuery(request, listCandidatesQuerySchema);
  // The whole organization is streamed from the database; an ATS look-up finds at most a few.
  if (!filter.integrationSource)
    return new Response(streamCandidates(organization.id), { headers: { "content-type": "application/json" } });
  return Response.json({ candidates: await listCandidates(organization.id, filter) });
});

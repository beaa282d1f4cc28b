// GET /api/public/candidates/{candidateId} – one candidate with status and interviewIds (4.11)
import { getCandidate } from "@/lib/sandbox/candidates";
import { sandboxRoute } from "@/lib/sandbox/http/route";

export const dynamic = "force-dynamic";

export const GET = sandboxRoute<{ candidateId: string }>("message", async ({ organization, params }) =>
  Response.json({ candidate: await getCandidate(organization.id, params.candidateId) }),
);

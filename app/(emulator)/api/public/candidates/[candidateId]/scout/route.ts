// POST /api/public/candidates/{candidateId}/scout – queue a Scout run from a multipart body (4.14)
import { sandboxRoute } from "@/lib/sandbox/http/route";
import { triggerScout } from "@/lib/sandbox/scout";

export const dynamic = "force-dynamic";

export const POST = sandboxRoute<{ candidateId: string }>("message", async ({ request, organization, params }) =>
  Response.json(await triggerScout(organization.id, params.candidateId, request), { status: 202 }),
);

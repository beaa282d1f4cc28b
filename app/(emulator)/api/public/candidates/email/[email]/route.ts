// GET /api/public/candidates/email/{email} – one candidate by email address (4.12)
import { getCandidateByEmail } from "@/lib/sandbox/candidates";
import { sandboxRoute } from "@/lib/sandbox/http/route";

export const dynamic = "force-dynamic";

export const GET = sandboxRoute<{ email: string }>("message", async ({ organization, params }) =>
  Response.json({ candidate: await getCandidateByEmail(organization.id, params.email) }),
);

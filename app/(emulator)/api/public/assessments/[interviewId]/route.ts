// GET /api/public/assessments/{interviewId} – one screen (4.3)
import { getAssessment } from "@/lib/sandbox/assessments";
import { sandboxRoute } from "@/lib/sandbox/http/route";

export const dynamic = "force-dynamic";

export const GET = sandboxRoute<{ interviewId: string }>("message", async ({ organization, params }) =>
  Response.json({ interview: await getAssessment(organization.id, params.interviewId) }),
);

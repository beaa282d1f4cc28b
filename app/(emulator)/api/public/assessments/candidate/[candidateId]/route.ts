// GET /api/public/assessments/candidate/{candidateId} – a candidate's screens, with problemName (4.4)
import { listCandidateAssessments } from "@/lib/sandbox/assessments";
import { sandboxRoute } from "@/lib/sandbox/http/route";

export const dynamic = "force-dynamic";

export const GET = sandboxRoute<{ candidateId: string }>("message", async ({ organization, params }) =>
  Response.json({ interviews: await listCandidateAssessments(organization.id, params.candidateId) }),
);

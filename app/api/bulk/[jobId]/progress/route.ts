// GET /api/bulk/{jobId}/progress – a bulk job's status and counts per row state, polled by its page (admins; import jobs: recruiters and up)
import { hasRole } from "@/lib/auth/roles";
import { currentUser } from "@/lib/auth/session";
import { getJobOwner } from "@/lib/bulk/job-owner";
import { getJobProgressView } from "@/lib/bulk/read-jobs";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: RouteContext<"/api/bulk/[jobId]/progress">) {
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  const { jobId } = await params;
  if (!hasRole(user.role, "admin")) {
    // Importing candidates is a recruiter's action; issuing in bulk is an admin's.
    const job = await getJobOwner(jobId);
    if (job?.kind !== "import")
      return Response.json({ message: "Only an admin can follow bulk jobs." }, { status: 403 });
  }
  const progress = await getJobProgressView(jobId);
  if (!progress) return Response.json({ message: "That job does not exist." }, { status: 404 });
  return Response.json(progress, { headers: { "cache-control": "private, no-store" } });
}

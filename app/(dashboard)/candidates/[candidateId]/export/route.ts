// GET /candidates/{candidateId}/export – everything held on a candidate as a ZIP (subject access; admin only, audited)
import { recordAudit } from "@/lib/audit/record-audit";
import { hasRole } from "@/lib/auth/roles";
import { currentUser } from "@/lib/auth/session";
import { DomainError } from "@/lib/errors/domain-error";
import { exportCandidate } from "@/lib/privacy/export-candidate";
import { getScreeningApi } from "@/lib/screening-api";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: RouteContext<"/candidates/[candidateId]/export">) {
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  if (!hasRole(user.role, "admin")) return Response.json({ message: "Only admins can do this." }, { status: 403 });
  const { candidateId } = await params;
  try {
    const { counts, stream } = await exportCandidate(candidateId, getScreeningApi());
    await recordAudit(user, {
      action: "candidate.export",
      targetType: "candidate",
      targetId: candidateId,
      after: { rows: counts },
    });
    return new Response(stream, {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="candidate-${candidateId.replace(/[^A-Za-z0-9_-]/g, "_")}.zip"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return Response.json({ message: error.message }, { status: 404 });
    throw error;
  }
}

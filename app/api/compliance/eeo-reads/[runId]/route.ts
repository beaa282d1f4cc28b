// GET /api/compliance/eeo-reads/{runId} – an EEO answers read's status and counts, polled by its page (Compliance permission only)
import { complianceRouteUser } from "@/lib/auth/require-role";
import { getEeoReadView } from "@/lib/fairness/eeo-read/runs";
import { eeoReadIdSchema } from "@/lib/fairness/eeo-read/schema";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: RouteContext<"/api/compliance/eeo-reads/[runId]">) {
  const user = await complianceRouteUser();
  if (user instanceof Response) return user;
  const runId = eeoReadIdSchema.safeParse((await params).runId);
  if (!runId.success) return Response.json({ message: "That read does not exist." }, { status: 404 });
  const run = await getEeoReadView(runId.data);
  if (!run) return Response.json({ message: "That read does not exist." }, { status: 404 });
  return Response.json(run, { headers: { "cache-control": "private, no-store" } });
}

// GET /analytics/fairness/export – the fairness figures as CSV (Compliance permission only)
import { complianceRouteUser } from "@/lib/auth/require-role";
import { fairnessCsv } from "@/lib/fairness/fairness-csv";
import { loadFairness } from "@/lib/fairness/load-fairness";
import { readFairnessParams } from "@/lib/fairness/selection";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const user = await complianceRouteUser();
  if (user instanceof Response) return user;
  const params = readFairnessParams(new URL(request.url).searchParams);
  const fairness = await loadFairness(params);
  const csv = fairnessCsv(params.problem ? fairness.perProblem : [fairness.overall, ...fairness.perProblem]);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="fairness-${fairness.period.kind}.csv"`,
      "cache-control": "no-store",
    },
  });
}

// GET /analytics/export – one analytics table as CSV, for the period and filters in the URL (any signed-in user)
import { currentUser } from "@/lib/auth/session";
import { tableCsv } from "@/lib/analytics/export-csv";
import { loadAnalyticsTable } from "@/lib/analytics/load-analytics";
import { loadExportParams } from "@/lib/analytics/search-params";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  const { table, ...params } = loadExportParams(request.url);
  if (!table) return Response.json({ message: "Say which table to export (table=funnel, times, …)." }, { status: 400 });
  const { period, table: figures } = await loadAnalyticsTable(params, table);
  const csv = tableCsv(figures);
  const scope = params.problem ? `-${params.problem.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 40)}` : "";
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="analytics-${table}${scope}-${period.kind}.csv"`,
      "cache-control": "no-store",
    },
  });
}

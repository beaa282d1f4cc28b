// GET /analytics/fairness/report – the auditor's report (NYC bias-audit summary layout) as PDF or CSV; Compliance only, audited
import { recordAudit } from "@/lib/audit/record-audit";
import { complianceRouteUser } from "@/lib/auth/require-role";
import { loadAuditReport } from "@/lib/fairness/audit-report";
import { auditReportCsv } from "@/lib/fairness/audit-report-csv";
import { auditReportPdf } from "@/lib/fairness/audit-report-pdf";
import { readFairnessParams } from "@/lib/fairness/selection";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const user = await complianceRouteUser();
  if (user instanceof Response) return user;
  const search = new URL(request.url).searchParams;
  const format = search.get("format") === "csv" ? "csv" : "pdf";
  const params = readFairnessParams(search);
  const report = await loadAuditReport(params);
  await recordAudit(user, {
    action: "fairness.report_downloaded",
    targetType: "fairness_report",
    targetId: params.problem ?? "all",
    metadata: { format, period: report.period.label, job: params.job ?? null, selection: params.selection },
  });
  const name = `bias-audit-${report.period.label.replace(/[^\w-]+/g, "-")}`;
  const body = format === "csv" ? auditReportCsv(report) : await auditReportPdf(report);
  return new Response(typeof body === "string" ? body : Buffer.from(body), {
    headers: {
      "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
      "content-disposition": `attachment; filename="${name}.${format}"`,
      "cache-control": "no-store",
    },
  });
}

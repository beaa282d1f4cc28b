// GET /settings/audit/export?format=csv|jsonl&action=&actor=&target= – the audit log with the page's filters (admins)
import { z } from "zod";
import { hasRole } from "@/lib/auth/roles";
import { currentUser } from "@/lib/auth/session";
import { auditFiltersSchema } from "@/lib/audit/audit-filters";
import { auditExportFormats } from "@/lib/audit/export-format";
import { auditExportStream } from "@/lib/audit/export-stream";
import { recordAudit } from "@/lib/audit/record-audit";

export const dynamic = "force-dynamic";

const formatSchema = z.enum(auditExportFormats);

const contentType = { csv: "text/csv; charset=utf-8", jsonl: "application/jsonl; charset=utf-8" } as const;

export async function GET(request: Request) {
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  if (!hasRole(user.role, "admin"))
    return Response.json({ message: "Only an admin can export the audit log." }, { status: 403 });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const format = formatSchema.safeParse(params.format ?? "csv");
  if (!format.success) return Response.json({ message: "Choose format=csv or format=jsonl." }, { status: 400 });
  const filters = auditFiltersSchema.parse(params);
  // The download is itself an audit entry, written before the first byte leaves.
  await recordAudit(user, {
    action: "audit.export",
    targetType: "audit-log",
    targetId: format.data,
    metadata: { filters },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(auditExportStream(format.data, filters), {
    headers: {
      "content-type": contentType[format.data],
      "content-disposition": `attachment; filename="audit-log-${stamp}.${format.data}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

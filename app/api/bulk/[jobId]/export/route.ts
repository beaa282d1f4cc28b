// GET /api/bulk/{jobId}/export – stream every row of a bulk job and its outcome as CSV (admins only)
import { hasRole } from "@/lib/auth/roles";
import { currentUser } from "@/lib/auth/session";
import { exportHeader, exportLine } from "@/lib/bulk/export-csv";
import { iterateJobRows } from "@/lib/bulk/job-rows";
import { getJobOwner } from "@/lib/bulk/job-owner";
import { logger } from "@/lib/logging/logger";

export const dynamic = "force-dynamic";

/** A file name any browser saves safely. */
const fileName = (jobId: string) => `bulk-issue-${jobId.replace(/[^A-Za-z0-9_-]+/g, "_")}.csv`;

export async function GET(_request: Request, { params }: RouteContext<"/api/bulk/[jobId]/export">) {
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  if (!hasRole(user.role, "admin"))
    return Response.json({ message: "Only an admin can export bulk jobs." }, { status: 403 });
  const { jobId } = await params;
  const job = await getJobOwner(jobId);
  if (!job) return Response.json({ message: "That job does not exist." }, { status: 404 });

  const encoder = new TextEncoder();
  const batches = iterateJobRows(jobId);
  // Pulled batch by batch as the client reads, so a 10,000-row job is never held in memory at once.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(exportHeader));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(exportLine).join("")));
      } catch (error) {
        logger.error({ err: error, jobId }, "bulk export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName(jobId)}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

// GET /problems/{problemId}/cohort/export – the filtered cohort of a problem as CSV, one row per person, streamed (any signed-in user)
import { currentUser } from "@/lib/auth/session";
import { cohortQuerySchema } from "@/lib/cohort/cohort-query";
import { exportCohort } from "@/lib/cohort/export-cohort";
import { readDistribution } from "@/lib/cohort/read-distribution";
import { getRegistryEntry } from "@/lib/problems/registry";
import { logger } from "@/lib/logging/logger";

export const dynamic = "force-dynamic";

const fileName = (name: string, pick: string) =>
  `cohort-${
    name
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "problem"
  }-${pick}.csv`;

export async function GET(request: Request, { params }: RouteContext<"/problems/[problemId]/cohort/export">) {
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  const { problemId } = await params;
  const entry = await getRegistryEntry(problemId);
  if (!entry) return Response.json({ message: "The dashboard does not know that problem." }, { status: 404 });
  const query = cohortQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { dimensions, sortedScores } = await readDistribution(problemId, query.pick);
  const encoder = new TextEncoder();
  const chunks = exportCohort(problemId, query, dimensions, sortedScores, user);
  // Pulled as the client reads: the rows are never held all at once. The BOM lets spreadsheets read UTF-8.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("\uFEFF"));
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logger.error({ err: error, problemId }, "cohort export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName(entry.name, query.pick)}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

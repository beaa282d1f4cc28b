// GET /integrity/insights/export – flag precision for the page's filters as CSV, streamed (any signed-in user)
import { currentUser } from "@/lib/auth/session";
import { exportFlagPrecision } from "@/lib/review/export-precision";
import { insightsFiltersSchema } from "@/lib/review/insights-filters";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  const filters = insightsFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const encoder = new TextEncoder();
  const chunks = exportFlagPrecision(filters);
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
        console.error("flag precision export failed", { error });
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
      "content-disposition": `attachment; filename="flag-precision-${filters.by}-${filters.from}-${filters.to}.csv"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

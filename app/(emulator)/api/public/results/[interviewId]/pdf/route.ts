// GET /api/public/results/{interviewId}/pdf – the results of a completed screen as a PDF report (4.17)
import { sandboxRoute } from "@/lib/sandbox/http/route";
import { resultsPdf } from "@/lib/sandbox/reports";

export const dynamic = "force-dynamic";

export const GET = sandboxRoute<{ interviewId: string }>("message", async ({ organization, params }) => {
  const pdf = await resultsPdf(organization.id, params.interviewId);
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="results-${params.interviewId}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
});

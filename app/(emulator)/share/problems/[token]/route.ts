// GET /share/problems/{token} – the public problem PDF behind a 4.8 share link (no key, no session)
import { sandboxEnabled } from "@/lib/env";
import { sharedProblemPdf } from "@/lib/sandbox/reports";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const pdf = sandboxEnabled ? await sharedProblemPdf(token) : null;
  if (!pdf)
    return new Response("This share link does not exist.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="problem.pdf"',
      "Cache-Control": "private, no-store",
    },
  });
}

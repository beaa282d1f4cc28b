// POST /api/ats/<ats>/webhook – receive an ATS's signed stage-change web hooks
import { atsKindSchema } from "@/lib/ats/kind-schemas";
import { receiveAtsWebhook } from "@/lib/ats/receive";
import { BodyTooLargeError, readLimitedBody } from "@/lib/webhooks/read-limited-body";

const MAX_BODY_BYTES = 1024 * 1024;

export async function POST(request: Request, { params }: RouteContext<"/api/ats/[ats]/webhook">) {
  const ats = atsKindSchema.safeParse((await params).ats);
  if (!ats.success) return Response.json({ error: "unknown ATS" }, { status: 404 });
  let body: string;
  try {
    body = await readLimitedBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return Response.json({ error: "payload too large (1 MB at most)" }, { status: 413 });
    throw error;
  }
  const reception = await receiveAtsWebhook(ats.data, new URL(request.url).pathname, request.headers, body);
  if (reception.status !== 200) return Response.json({ error: reception.reason }, { status: reception.status });
  // Answered at once: the delivery and its processing job were stored together (lib/ats/ats-jobs.ts).
  return Response.json({ received: true, duplicate: reception.outcome === "duplicate" });
}

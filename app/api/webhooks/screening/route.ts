// POST /api/webhooks/screening – receive signed events
import { after } from "next/server";
import { BodyTooLargeError, readLimitedBody } from "@/lib/webhooks/read-limited-body";
import { receiveWebhook } from "@/lib/webhooks/receive";
import { processWebhookEvent } from "@/lib/webhooks/process-event";

const MAX_BODY_BYTES = 1024 * 1024;

export async function POST(request: Request) {
  let body: string;
  try {
    body = await readLimitedBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return Response.json({ error: "payload too large (1 MB at most)" }, { status: 413 });
    throw error;
  }
  const reception = await receiveWebhook(request.headers, body);
  if (reception.status !== 200) return Response.json({ error: reception.reason }, { status: reception.status });
  if (reception.outcome === "stored") after(() => processWebhookEvent(reception.id));
  return Response.json({ received: true, duplicate: reception.outcome === "duplicate" });
}

// GET /api/sandbox/bench-baseline – static JSON, the yardstick `npm run bench` compares sandbox GETs against
import { sandboxEnabled } from "@/lib/env";
import { messageBody } from "@/lib/sandbox/http/errors";

export const dynamic = "force-dynamic";

const body = JSON.stringify({ status: "ok", purpose: "bench baseline" });

/**
 * A bare handler (no key, no database): what Next.js itself costs per request on this machine. Mounted only in
 * sandbox mode, with the same check and 404 as the sandbox wrapper (lib/sandbox/http/route.ts).
 */
export function GET() {
  if (!sandboxEnabled) return Response.json(messageBody(404, "The sandbox is not enabled on this server"), { status: 404 });
  return new Response(body, { headers: { "content-type": "application/json" } });
}

// GET /api/sandbox/bench-baseline – static JSON, the yardstick `npm run bench` compares sandbox GETs against
import { env, sandboxEnabled } from "@/lib/env";
import { messageBody } from "@/lib/sandbox/http/errors";

export const dynamic = "force-dynamic";

const body = JSON.stringify({ status: "ok", purpose: "bench baseline" });

/**
 * A bare handler (no key, no database): what Next.js itself costs per request on this machine. Mounted only for
 * `npm run bench` (BENCH_ENDPOINTS=on, sandbox mode); anything else gets the sandbox's 404.
 */
export function GET() {
  if (!sandboxEnabled || env.BENCH_ENDPOINTS !== "on")
    return Response.json(messageBody(404, "Not found"), { status: 404 });
  return new Response(body, { headers: { "content-type": "application/json" } });
}

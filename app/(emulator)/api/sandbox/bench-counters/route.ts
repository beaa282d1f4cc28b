// GET /api/sandbox/bench-counters – how many calls this instance's client has made to the screening API (bench only)
import { env, sandboxEnabled } from "@/lib/env";
import { sharedRequestLog } from "@/lib/screening-api";
import { messageBody } from "@/lib/sandbox/http/errors";

export const dynamic = "force-dynamic";

/**
 * Mounted only for `npm run bench` (BENCH_ENDPOINTS=on, sandbox mode): the bench reads it before and after a
 * page view to count the API calls the view cost. Anything else gets the sandbox's 404.
 */
export function GET() {
  if (!sandboxEnabled || env.BENCH_ENDPOINTS !== "on")
    return Response.json(messageBody(404, "Not found"), { status: 404 });
  return Response.json({ apiAttempts: sharedRequestLog().attempts() });
}

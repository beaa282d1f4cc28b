// GET /api/metrics – this instance's metrics in the Prometheus text format, for whoever holds METRICS_TOKEN
import { env } from "@/lib/env";
import { bearerMatches } from "@/lib/metrics/bearer";
import { renderMetrics } from "@/lib/metrics/render-metrics";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const token = env.METRICS_TOKEN;
  // Unset, the endpoint does not exist: nothing tells a scanner there is something to guess.
  if (!token) return Response.json({ message: "Not found" }, { status: 404 });
  if (!bearerMatches(request.headers.get("authorization"), token))
    return Response.json(
      { message: "Send the metrics token as a bearer token (Authorization: Bearer <METRICS_TOKEN>)." },
      { status: 401, headers: { "www-authenticate": 'Bearer realm="metrics"' } },
    );
  const { contentType, text } = await renderMetrics();
  return new Response(text, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}

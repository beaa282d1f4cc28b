// GET /api/health – liveness: the process answers (no database query: a database blip must not restart replicas)
// GET /api/health?ready – readiness: the database answers, this code's migrations are applied, the read model holds
// its first full copy, and the instance is not shutting down (503 from the SIGTERM on)
import { liveness, readiness } from "@/lib/health/readiness";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  if (!new URL(request.url).searchParams.has("ready")) return Response.json(liveness());
  const { ready, body } = await readiness();
  return Response.json(body, { status: ready ? 200 : 503 });
}

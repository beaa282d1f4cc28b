// GET /api/health – liveness of the app and its database, and whether the read model is syncing
// GET /api/health?ready – readiness: 503 until the read model holds its first full copy (lists are complete)
import { checkDatabase } from "@/lib/health/check-database";
import { sandboxEnabled } from "@/lib/env";
import { syncHealth } from "@/lib/sync/status";
import { logger } from "@/lib/logging/logger";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  try {
    await checkDatabase();
    const sync = await syncHealth();
    const waitingForCopy = new URL(request.url).searchParams.has("ready") && !sync.lastCompletedAt;
    return Response.json(
      { status: waitingForCopy ? "starting" : "ok", database: "ok", sandbox: sandboxEnabled, sync },
      { status: waitingForCopy ? 503 : 200 },
    );
  } catch (error) {
    logger.error({ err: error }, "health: database check failed");
    return Response.json({ status: "error", database: "unreachable", sandbox: sandboxEnabled }, { status: 503 });
  }
}

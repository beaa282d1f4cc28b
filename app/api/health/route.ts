// GET /api/health – liveness of the app and its database
import { db } from "@/lib/db/client";
import { sandboxEnabled } from "@/lib/env";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return Response.json({ status: "ok", database: "ok", sandbox: sandboxEnabled });
  } catch (error) {
    console.error("health: database check failed", error);
    return Response.json({ status: "error", database: "unreachable", sandbox: sandboxEnabled }, { status: 503 });
  }
}

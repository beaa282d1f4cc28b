// GET /api/public/openapi.json – the OpenAPI 3.1 document of the public API, without a key
import { openApiDocument } from "@/lib/api-contract/openapi";
import { sandboxEnabled } from "@/lib/env";
import { messageBody } from "@/lib/sandbox/http/errors";

export const dynamic = "force-dynamic";

let body: string | undefined;

/**
 * Served by the sandbox, so mounted only in sandbox mode, with the same check and 404 as the sandbox wrapper
 * (lib/sandbox/http/route.ts). The document describes the API, not an organization's data: no key needed, and
 * caches may keep it for an hour.
 */
export function GET() {
  if (!sandboxEnabled)
    return Response.json(messageBody(404, "The sandbox is not enabled on this server"), { status: 404 });
  body ??= JSON.stringify(openApiDocument(), null, 2);
  return new Response(body, {
    headers: { "content-type": "application/json", "cache-control": "public, max-age=3600" },
  });
}

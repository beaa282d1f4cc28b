import "server-only";
import type { SandboxOrganization } from "@/lib/db/generated/client";
import { env, sandboxEnabled } from "@/lib/env";
import { findCaller } from "../auth";
import { effectiveFaults } from "../faults";
import { takeToken } from "../rate-limit";
import { type ErrorFamily, errorResponse, messageBody, SandboxError } from "./errors";
import { injectFaults } from "./inject-faults";
import { logger } from "@/lib/logging/logger";

/** What a sandbox handler gets: the request, the calling organization (every query is scoped to it), params. */
export interface SandboxContext<P> {
  request: Request;
  organization: SandboxOrganization;
  params: P;
}

type Handler<P> = (context: SandboxContext<P>) => Promise<Response>;

/**
 * The public API misbehaves as the organization's fault settings say; the controls never do (a client
 * under test must always be able to switch faults off), and keep the default rate in a bucket of their own.
 */
type Surface = "public" | "control";

function wrap<P extends Record<string, string>>(surface: Surface, family: ErrorFamily, handler: Handler<P>) {
  const answer = async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    try {
      const caller = await findCaller(request);
      if (!caller)
        throw new SandboxError(
          401,
          request.headers.get("x-api-key") ? "The API key is invalid" : "The x-api-key header is missing",
        );
      const faults = surface === "public" ? effectiveFaults(caller.organization) : null;
      const limit = faults?.rateLimitPerSecond ?? env.SANDBOX_RATE_LIMIT_PER_SECOND;
      const decision = takeToken(surface === "public" ? caller.keyHash : `control:${caller.keyHash}`, limit);
      if (!decision.ok) {
        throw new SandboxError(
          429,
          `Rate limit of ${limit} requests per second exceeded; retry after ${decision.retryAfterSeconds} s`,
          {
            headers: { "Retry-After": String(decision.retryAfterSeconds) },
          },
        );
      }
      // After authentication, so faults are scoped to one organization; before the handler, so no write
      // happens under an injected failure.
      if (faults) await injectFaults(faults);
      return await handler({ request, organization: caller.organization, params: await context.params });
    } catch (error) {
      if (error instanceof SandboxError) return errorResponse(family, error);
      logger.error(
        { err: error, method: request.method, path: new URL(request.url).pathname },
        "sandbox: a request failed",
      );
      return errorResponse(family, new SandboxError(500, "The sandbox could not process the request"));
    }
  };
  return async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    if (!sandboxEnabled)
      return Response.json(messageBody(404, "The sandbox is not enabled on this server"), { status: 404 });
    const response = await answer(request, context);
    const conformanceLog = surface === "public" ? env.SANDBOX_CONFORMANCE_LOG : undefined;
    // Loaded only when asked for: the document and its validators cost nothing otherwise.
    if (conformanceLog) await (await import("./conformance-log")).logNonConforming(conformanceLog, request, response);
    return response;
  };
}

/**
 * The one wrapper of every public sandbox route (/api/public/**): 404 unless the sandbox is on; `x-api-key`
 * → organization (401 `{ error, message }`); the per-key rate limit (429 with Retry-After); the
 * organization's injected faults; then the handler. A `SandboxError` becomes the status and body of
 * `family`; anything else is logged and answered 500 in that shape, never a stack trace. With
 * SANDBOX_CONFORMANCE_LOG set (the integration suite), answers that break the OpenAPI document are logged there.
 */
export function sandboxRoute<P extends Record<string, string> = Record<string, never>>(
  family: ErrorFamily,
  handler: Handler<P>,
) {
  return wrap("public", family, handler);
}

/** The wrapper of the /api/sandbox/** controls: the same key, organization and error shape, no injected faults. */
export function sandboxControlRoute<P extends Record<string, string> = Record<string, never>>(handler: Handler<P>) {
  return wrap("control", "message", handler);
}

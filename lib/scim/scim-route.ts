import "server-only";
import type { z } from "zod";
import { recordAudit } from "@/lib/audit/record-audit";
import { logger } from "@/lib/logging/logger";
import { BodyTooLargeError, readLimitedBody } from "@/lib/webhooks/read-limited-body";
import type { Page, ScimContext } from "./context";
import { directoryForToken } from "./directories";
import { ScimError, scimErrorResponse, scimJson } from "./scim-error";
import { LIST_SCHEMA } from "./resource-schemas";

/** A SCIM request body is at most 1 MB (Okta and Entra ID send a few kB); a larger one is refused with 413. */
export const SCIM_MAX_BODY_BYTES = 1024 * 1024;
const MAX_PAGE = 200;

/**
 * Every /scim/v2 handler: the directory's bearer token first (401 without a known one), then the handler, its
 * refusals answered as SCIM Error resources and anything unexpected logged and answered 500.
 */
export function scimRoute<P>(run: (request: Request, context: ScimContext, params: P) => Promise<Response>) {
  return async (request: Request, route: { params: Promise<P> }) => {
    try {
      const directory = await directoryForToken(request.headers.get("authorization"));
      if (!directory)
        return scimErrorResponse(new ScimError(401, "Send this directory's SCIM token as a bearer token."), {
          "www-authenticate": 'Bearer realm="scim"',
        });
      const actor = { id: directory.id, email: `scim:${directory.name}` };
      const context: ScimContext = {
        directory,
        baseUrl: `${new URL(request.url).origin}/scim/v2`,
        audit: (entry) =>
          recordAudit(actor, { ...entry, metadata: { directory: directory.name, ...(entry.metadata as object) } }),
      };
      return await run(request, context, await route.params);
    } catch (error) {
      if (error instanceof ScimError) return scimErrorResponse(error);
      logger.error({ err: error, path: new URL(request.url).pathname }, "scim request failed");
      return scimErrorResponse(new ScimError(500, "Something went wrong on our side."));
    }
  };
}

/** The body, bounded (413), parsed as JSON (400 invalidSyntax) and validated (400 invalidValue). */
export async function readScimBody<S extends z.ZodType>(request: Request, schema: S, prepare = (v: unknown) => v) {
  let text: string;
  try {
    text = await readLimitedBody(request, SCIM_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ScimError(413, "The request body is over 1 MB.");
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ScimError(400, "The request body is not JSON.", "invalidSyntax");
  }
  const parsed = schema.safeParse(prepare(json));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ScimError(400, `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`, "invalidValue");
  }
  return parsed.data as z.output<S>;
}

/** startIndex (1-based, default 1) and count (default and at most 200; 0 asks for the total only). */
export function pageOf(url: URL): Page {
  const number = (name: string) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === "") return null;
    if (!/^-?\d+$/.test(raw)) throw new ScimError(400, `${name} must be an integer.`, "invalidValue");
    return Number(raw);
  };
  const startIndex = Math.max(1, number("startIndex") ?? 1);
  const count = Math.min(MAX_PAGE, Math.max(0, number("count") ?? MAX_PAGE));
  return { startIndex, count };
}

export function listResponse(total: number, resources: unknown[], page: Page) {
  return scimJson({
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  });
}

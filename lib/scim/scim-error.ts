/** The scimType values of RFC 7644 §3.12 this service answers with. */
export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue"
  | "invalidVers"
  | "sensitive";

/** A refusal a SCIM client can act on: answered as a SCIM Error resource (RFC 7644 §3.12). */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

export const SCIM_CONTENT_TYPE = "application/scim+json";
export const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/** A SCIM JSON answer with the SCIM media type. */
export function scimJson(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": SCIM_CONTENT_TYPE, "cache-control": "no-store", ...headers },
  });
}

export function scimErrorResponse(error: ScimError, headers: Record<string, string> = {}) {
  return scimJson(
    {
      schemas: [ERROR_SCHEMA],
      status: String(error.status),
      ...(error.scimType ? { scimType: error.scimType } : {}),
      detail: error.message,
    },
    error.status,
    headers,
  );
}

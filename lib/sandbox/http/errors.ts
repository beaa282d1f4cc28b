import type { z } from "zod";

/**
 * Error bodies of spec part 7 by endpoint family: `{ error, message }` for issue screen, candidates, Scout,
 * assessments and results; `{ error }` for problems; `{ error, details }` for IP telemetry.
 */
export type ErrorFamily = "message" | "problems" | "ip-telemetry";

const reasons: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  411: "Length Required",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/**
 * An expected failure with its HTTP status. The route wrapper shapes it for the endpoint's family; `body`
 * replaces that shape where the spec gives a specific one (the 409s of issue screen, the 422 of create problem).
 */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { details?: unknown; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "SandboxError";
  }
}

export const badRequest = (message: string, details?: unknown) => new SandboxError(400, message, { details });
export const notFound = (message: string) => new SandboxError(404, message);
export const conflict = (message: string) => new SandboxError(409, message);
export const forbidden = (message: string) => new SandboxError(403, message);

/** A 400 from a failed zod parse: one readable message, and the issues as details for IP telemetry. */
export function validationError(error: z.ZodError): SandboxError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const message = issues
    .map((i) => (i.path && !i.message.includes(i.path) ? `${i.path}: ${i.message}` : i.message))
    .join("; ");
  return badRequest(message || "Invalid request", issues);
}

/** `{ error, message }`: the shape of 401 and 429 on every endpoint, and of the message family. */
export function messageBody(status: number, message: string) {
  return { error: reasons[status] ?? "Error", message };
}

export function familyBody(
  family: ErrorFamily,
  status: number,
  message: string,
  details?: unknown,
): Record<string, unknown> {
  if (family === "problems") return { error: message };
  if (family === "ip-telemetry") return { error: message, details: details ?? null };
  return messageBody(status, message);
}

/**
 * 401 and 429 are `{ error, message }` on every endpoint; IP telemetry's also carry `details: null`, since its
 * error shape (spec part 7) has `details`.
 */
function authOrRateBody(family: ErrorFamily, error: SandboxError): Record<string, unknown> {
  const body = messageBody(error.status, error.message);
  return family === "ip-telemetry" ? { ...body, details: null } : body;
}

export function errorResponse(family: ErrorFamily, error: SandboxError): Response {
  const forEveryFamily = error.status === 401 || error.status === 429;
  const body =
    error.extra.body ??
    (forEveryFamily
      ? authOrRateBody(family, error)
      : familyBody(family, error.status, error.message, error.extra.details));
  return Response.json(body, { status: error.status, headers: error.extra.headers });
}

import "server-only";
import { ScreeningApiError, type ApiErrorContext } from "./api-error";

/** A list response can fail the same way on every item; the message names a few, `issues` keeps them all. */
const summarize = (issues: readonly string[]) =>
  issues.length > 3 ? `${issues.slice(0, 3).join("; ")} (and ${issues.length - 3} more)` : issues.join("; ");

/** No response arrived: DNS, refused connection, reset, TLS. `cause` holds the underlying error. */
export class NetworkError extends ScreeningApiError {
  override readonly name = "NetworkError";
  override readonly kind = "network";
}

/** The service did not answer (headers, and for JSON the whole body) within the client's timeout. */
export class TimeoutError extends ScreeningApiError {
  override readonly name = "TimeoutError";
  override readonly kind = "timeout";
  readonly timeoutMs: number;

  constructor(context: ApiErrorContext, timeoutMs: number) {
    super(`No answer from the screening service within ${timeoutMs} ms`, context);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * A success response whose body does not match its schema (or is not JSON). Raised at the client boundary so a
 * page never crashes on a missing field deep in its rendering. `field` is the first failing path, e.g.
 * `assessments[3].status`; `body` keeps the raw answer for the log.
 */
export class ResponseShapeError extends ScreeningApiError {
  override readonly name = "ResponseShapeError";
  override readonly kind = "response-shape";
  readonly field: string;
  /** Every mismatch as `path: problem`. */
  readonly issues: readonly string[];

  constructor(context: ApiErrorContext, field: string, issues: readonly string[]) {
    super(`Unexpected response from ${context.method} ${context.path}: ${summarize(issues)}`, context);
    this.field = field;
    this.issues = issues;
  }
}

/**
 * The caller's input broke the request schema, so nothing was sent. Actions validate with the same schemas
 * first, so this normally means a programming error; `field` names the offending input.
 */
export class InvalidRequestError extends ScreeningApiError {
  override readonly name = "InvalidRequestError";
  override readonly kind = "invalid-request";
  readonly field: string;
  readonly issues: readonly string[];

  constructor(context: Omit<ApiErrorContext, "status" | "body">, field: string, issues: readonly string[]) {
    super(`Invalid request for ${context.method} ${context.path}: ${summarize(issues)}`, {
      ...context,
      status: undefined,
      body: undefined,
    });
    this.field = field;
    this.issues = issues;
  }
}

/** The client is not configured (no API key outside sandbox mode). Raised when a call is made, not at import. */
export class ConfigurationError extends Error {
  override readonly name = "ConfigurationError";
}

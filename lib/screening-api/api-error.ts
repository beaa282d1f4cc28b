import "server-only";

/** Which call failed, and what the service answered, for pages, logs and the request log. */
export interface ApiErrorContext {
  /** HTTP status; undefined when no response arrived (network, timeout, request refused before sending). */
  status: number | undefined;
  method: string;
  /** Path and query as sent, without the base URL. */
  path: string;
  /** The response body: parsed JSON when it was JSON, else its text; undefined when there was none. */
  body: unknown;
}

export type ApiErrorKind =
  | "http"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "validation"
  | "conflict"
  | "rate-limited"
  | "server"
  | "network"
  | "timeout"
  | "response-shape"
  | "invalid-request";

/**
 * Every failure of a screening API call. `message` is the service's own message or explanation where it
 * sent one, so a page can show it as is; `kind` lets code switch without instanceof chains.
 */
export class ScreeningApiError extends Error {
  override readonly name: string = "ScreeningApiError";
  readonly kind: ApiErrorKind = "http";
  readonly status: number | undefined;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;

  constructor(message: string, context: ApiErrorContext, options?: ErrorOptions) {
    super(message, options);
    this.status = context.status;
    this.method = context.method;
    this.path = context.path;
    this.body = context.body;
  }
}

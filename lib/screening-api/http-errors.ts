import "server-only";
import type { IssueConflict } from "@/lib/api-contract/errors";
import { ScreeningApiError, type ApiErrorContext } from "./api-error";

/** 401: the API key is missing, wrong or revoked. */
export class UnauthorizedError extends ScreeningApiError {
  override readonly name = "UnauthorizedError";
  override readonly kind = "unauthorized";
}

/** 403: the key is valid but the feature is not enabled for the organization (e.g. create problem). */
export class ForbiddenError extends ScreeningApiError {
  override readonly name = "ForbiddenError";
  override readonly kind = "forbidden";
}

/** 404: unknown identifier, or one that belongs to another organization. */
export class NotFoundError extends ScreeningApiError {
  override readonly name = "NotFoundError";
  override readonly kind = "not-found";
}

/** 400 or 422: the service refused the request's content. */
export class ValidationError extends ScreeningApiError {
  override readonly name: string = "ValidationError";
  override readonly kind = "validation";
  /** The service's machine-readable code, when it sent one. */
  readonly code: string | undefined;
  /** The service's reason in words, when it sent one. */
  readonly explanation: string | undefined;

  constructor(message: string, context: ApiErrorContext, detail: { code?: string; explanation?: string } = {}) {
    super(message, context);
    this.code = detail.code;
    this.explanation = detail.explanation;
  }
}

/** 422 JOB_NOT_SERVABLE from create problem: the role does not translate into a coding assessment. */
export class JobNotServableError extends ValidationError {
  override readonly name = "JobNotServableError";
  declare readonly code: "JOB_NOT_SERVABLE";
  declare readonly explanation: string;
}

/** A 409 body we could not match to a known errorCode; `errorCode` is lowercase so it never clashes. */
export interface UnknownConflict {
  errorCode: "unknown";
  /** The errorCode the service sent, if any. */
  received: string | undefined;
}
export type Conflict = IssueConflict | UnknownConflict;

/** 409, discriminated on `conflict.errorCode`. */
export class ConflictError extends ScreeningApiError {
  override readonly name = "ConflictError";
  override readonly kind = "conflict";
  readonly conflict: Conflict;

  constructor(message: string, context: ApiErrorContext, conflict: Conflict) {
    super(message, context);
    this.conflict = conflict;
  }
}

/** 429. `retryAfterSeconds` comes from Retry-After (seconds or HTTP date) when the service sent it. */
export class RateLimitedError extends ScreeningApiError {
  override readonly name = "RateLimitedError";
  override readonly kind = "rate-limited";
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, context: ApiErrorContext, retryAfterSeconds: number | undefined) {
    super(message, context);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 5xx. A 503 may carry Retry-After too. */
export class ServerError extends ScreeningApiError {
  override readonly name = "ServerError";
  override readonly kind = "server";
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, context: ApiErrorContext, retryAfterSeconds: number | undefined) {
    super(message, context);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

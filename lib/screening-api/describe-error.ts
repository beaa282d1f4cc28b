import "server-only";
import { ScreeningApiError } from "./api-error";
import {
  ConflictError,
  ForbiddenError,
  JobNotServableError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from "./http-errors";
import {
  ConfigurationError,
  InvalidRequestError,
  NetworkError,
  ResponseShapeError,
  TimeoutError,
} from "./transport-errors";

/** A failure in words a recruiter can act on: a short title and one or two sentences. */
export interface ErrorDescription {
  title: string;
  detail: string;
}

const seconds = (n: number) => (n === 1 ? "1 second" : `${n} seconds`);

/** Explains any error from the client (or anything else) for a page, a toast or an action result. */
export function describeApiError(error: unknown): ErrorDescription {
  if (error instanceof ConfigurationError) {
    return {
      title: "The screening service is not configured",
      detail: `${error.message} An admin needs to set it and restart the dashboard.`,
    };
  }
  if (!(error instanceof ScreeningApiError)) {
    return { title: "Something went wrong", detail: "Try again in a moment. If it keeps happening, tell your admin." };
  }
  if (error instanceof RateLimitedError) {
    const wait = error.retryAfterSeconds;
    return {
      title: "The screening service is busy",
      detail: wait ? `Try again in ${seconds(wait)}.` : "Try again in a minute.",
    };
  }
  if (error instanceof ConflictError) {
    switch (error.conflict.errorCode) {
      case "INTERVIEW_ALREADY_EXISTS":
        return { title: "Already issued", detail: "This candidate already has an unstarted screen for this problem." };
      case "PROBLEM_CREATING":
        return {
          title: "The problem is still being created",
          detail: "Screens can be issued once it is ready, usually within a few minutes.",
        };
      default:
        return { title: "This clashes with the current state", detail: error.message };
    }
  }
  if (error instanceof JobNotServableError)
    return { title: "This role can't become a coding assessment", detail: error.explanation };
  if (error instanceof ValidationError)
    return { title: "The screening service did not accept this", detail: error.message };
  if (error instanceof UnauthorizedError) {
    return {
      title: "The screening service refused our API key",
      detail: "An admin needs to check the API key in the dashboard's settings.",
    };
  }
  if (error instanceof ForbiddenError) return { title: "Not enabled for your organization", detail: error.message };
  if (error instanceof NotFoundError) {
    return { title: "Not found", detail: "It does not exist, or it belongs to another organization." };
  }
  if (error instanceof ServerError) {
    return {
      title: "The screening service had a problem",
      detail: "Try again in a moment. If it keeps happening, contact the service's support.",
    };
  }
  if (error instanceof TimeoutError)
    return { title: "The screening service took too long to answer", detail: "Try again in a moment." };
  if (error instanceof NetworkError) {
    return {
      title: "Could not reach the screening service",
      detail: "Check the connection, or try again in a moment.",
    };
  }
  if (error instanceof ResponseShapeError) {
    return {
      title: "The screening service sent something we could not read",
      detail: `Unexpected data at ${error.field}. Tell your admin.`,
    };
  }
  if (error instanceof InvalidRequestError)
    return { title: "Some details are not valid", detail: error.issues.join("; ") };
  return { title: "The screening service refused the request", detail: error.message };
}

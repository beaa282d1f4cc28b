import "server-only";
import { issueConflictSchema, jobNotServableSchema } from "@/lib/api-contract/errors";
import { ScreeningApiError, type ApiErrorContext } from "./api-error";
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
import { parseRetryAfter } from "./retry-after";

const asRecord = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
const stringField = (body: unknown, key: string) => {
  const value = asRecord(body)[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/**
 * The service's own words for the failure: `explanation` (create problem's 422), else `message` (most
 * endpoints and the 409 bodies), else `error` (problem endpoints), else a short plain-text body; the status
 * line when it sent nothing usable.
 */
function apiMessage(body: unknown, status: number, statusText: string): string {
  const own = stringField(body, "explanation") ?? stringField(body, "message") ?? stringField(body, "error");
  if (own) return own;
  if (typeof body === "string" && body.trim() && body.length <= 300 && !body.trimStart().startsWith("<"))
    return body.trim();
  return `The screening service answered ${status}${statusText ? ` ${statusText}` : ""}`;
}

/** Maps a non-2xx response to its typed error. `now` resolves a Retry-After given as an HTTP date. */
export function errorFromResponse(
  response: { status: number; statusText: string; headers: Headers },
  context: ApiErrorContext,
  now: number,
): ScreeningApiError {
  const { status } = response;
  const message = apiMessage(context.body, status, response.statusText);
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"), now);
  if (status === 400 || status === 422) {
    const notServable = jobNotServableSchema.safeParse(context.body);
    if (notServable.success)
      return new JobNotServableError(message, context, {
        code: "JOB_NOT_SERVABLE",
        explanation: notServable.data.explanation,
      });
    return new ValidationError(message, context, {
      code: stringField(context.body, "code"),
      explanation: stringField(context.body, "explanation"),
    });
  }
  if (status === 401) return new UnauthorizedError(message, context);
  if (status === 403) return new ForbiddenError(message, context);
  if (status === 404) return new NotFoundError(message, context);
  if (status === 409) {
    const known = issueConflictSchema.safeParse(context.body);
    const conflict = known.success
      ? known.data
      : { errorCode: "unknown" as const, received: stringField(context.body, "errorCode") };
    return new ConflictError(message, context, conflict);
  }
  if (status === 429) return new RateLimitedError(message, context, retryAfter);
  if (status >= 500) return new ServerError(message, context, retryAfter);
  return new ScreeningApiError(message, context);
}

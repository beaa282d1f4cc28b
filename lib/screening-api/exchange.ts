import "server-only";
import { ScreeningApiError, type ApiErrorContext } from "./api-error";
import { errorFromResponse } from "./error-from-response";
import { NetworkError, TimeoutError } from "./transport-errors";

/** Identifies the dashboard in the service's logs. */
export const userAgent = "screening-dashboard/0.1 (+lib/screening-api)";

export interface ExchangeConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch: typeof fetch;
  now: () => number;
}

export interface ExchangeRequest {
  method: string;
  /** Path and query under the base URL. */
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** The caller's: when it aborts, so does the request, and its reason is thrown as it is (no retry follows). */
  signal?: AbortSignal;
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

/**
 * One HTTP attempt: key and user agent set, timeout enforced, a non-2xx answer turned into its typed error,
 * a failure without an answer into NetworkError or TimeoutError. `read` turns a 2xx into the value; the
 * timeout covers it too, so a JSON body must arrive in time while a binary one handed on unread may stream longer.
 */
export async function exchange<R>(
  config: ExchangeConfig,
  request: ExchangeRequest,
  read: (response: Response, context: ApiErrorContext) => Promise<R>,
): Promise<{ status: number; value: R }> {
  const context: ApiErrorContext = { status: undefined, method: request.method, path: request.path, body: undefined };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  try {
    const response = await config.fetch(joinUrl(config.baseUrl, request.path), {
      method: request.method,
      headers: { ...request.headers, "x-api-key": config.apiKey, "user-agent": userAgent },
      body: request.body,
      signal: request.signal ? AbortSignal.any([controller.signal, request.signal]) : controller.signal,
      // Dashboard data is live; Next.js must neither cache nor prerender it.
      cache: "no-store",
      // fetch would carry x-api-key along a redirect to any host; a redirect surfaces as an error instead.
      redirect: "manual",
    });
    const answered = { ...context, status: response.status };
    if (!response.ok)
      throw errorFromResponse(response, { ...answered, body: await readErrorBody(response) }, config.now());
    return { status: response.status, value: await read(response, answered) };
  } catch (error) {
    if (error instanceof ScreeningApiError) throw error;
    if (request.signal?.aborted) throw request.signal.reason;
    if (timedOut) throw new TimeoutError(context, config.timeoutMs);
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new NetworkError(`Could not reach the screening service (${reason})`, context, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

import "server-only";
import { SpanKind, SpanStatusCode, type Span } from "@opentelemetry/api";
import type { z } from "zod";
import { apiOperation } from "@/lib/metrics/api-operation";
import { attemptStatus, observeApiAttempt, observeLimiterWait } from "@/lib/metrics/observe-api";
import { tracer } from "@/lib/telemetry/tracer";
import { ScreeningApiError, type ApiErrorContext } from "./api-error";
import { exchange, type ExchangeConfig } from "./exchange";
import type { Lane, Limiter } from "./limiter";
import { redactPath, type RequestLog } from "./request-log";
import type { RetryPolicy } from "./retry";
import { RateLimitedError } from "./http-errors";
import { InvalidRequestError, ResponseShapeError, TimeoutError } from "./transport-errors";
import { describeIssues } from "./zod-issues";

/** How long background requests pause after any 429, at least (longer when Retry-After says so). */
const backgroundBackOffMs = 5_000;

/** Everything the request core needs; `createScreeningApi` fills the defaults. */
export interface RequesterConfig extends ExchangeConfig {
  limiter: Limiter;
  maxAttempts: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  log: RequestLog | undefined;
  /** The limiter lane this client's requests wait in, as the metrics name it. */
  lane: Lane;
  /**
   * Longest a call may wait, in the limiter's queue and between retries, counted from its start; past it the call
   * stops with TimeoutError (or its last error) instead of waiting on. An attempt already sent keeps its own
   * timeout. Undefined: no bound beyond the attempts' (background work, which has its lease's signal).
   */
  budgetMs: number | undefined;
}

export type Method = "GET" | "POST" | "PATCH";

export interface Call {
  method: Method;
  /** Path under the base URL, segments already encoded (see `apiPath`). */
  path: string;
  query?: Record<string, string | number | undefined>;
  retry: RetryPolicy;
  /**
   * Whoever wanted the answer is gone (its request closed, its lease lost): the call in flight is aborted, no retry
   * follows, and the signal's reason is thrown.
   */
  signal?: AbortSignal;
}

export interface JsonCall<T> extends Call {
  body?: { json: unknown } | { form: FormData };
  schema: z.ZodType<T>;
}

/** A 2xx body handed on unread, with the headers that describe it. */
export interface BinaryBody {
  headers: Headers;
  body: ReadableStream<Uint8Array>;
}

/** The request core every resource file goes through. */
export interface Requester {
  /** A JSON answer, parsed with `schema`; a mismatch raises ResponseShapeError naming the field. */
  json<T>(call: JsonCall<T>): Promise<T>;
  /** A binary answer, unread, for streaming on; JSON or HTML where binary was expected is a shape error. */
  binary(call: Call & { accept: string }): Promise<BinaryBody>;
  /**
   * A JSON answer, unread, for a body too large to hold (see `jsonItems`): retried until its headers arrive, the
   * body then read by the caller under an idle timeout of `timeoutMs` per chunk.
   */
  jsonStream(call: Call): Promise<BinaryBody & { timeoutMs: number }>;
}

/** `/api/public/<base>/<id>/…` with each identifier URL-encoded (emails contain `@` and `+`). */
export function apiPath(base: string, ...segments: string[]): string {
  return [`/api/public/${base}`, ...segments.map((segment) => encodeURIComponent(segment))].join("/");
}

/** Longer than any identifier or email the service could hold (emails stop at 254). */
const MAX_SEGMENT_LENGTH = 512;

/**
 * The path to send, refused when an identifier would address another endpoint: an empty one (`/candidates/`
 * lists), or a dot segment, which URL parsing resolves away (candidate `..` would POST to
 * `/api/public/ip-telemetry`, its email look-up list every candidate). `%2E` is a dot segment to URL parsing
 * too, so dots cannot be encoded out of it; such identifiers are refused before any call.
 */
function target(call: Call): string {
  const segments = call.path.split("/").slice(1);
  const refusal = segments.some((segment) => segment === "")
    ? "identifier: must not be empty"
    : segments.some((segment) => /^(\.|%2e){1,2}$/i.test(segment))
      ? "identifier: must not be . or .."
      : segments.some((segment) => segment.length > MAX_SEGMENT_LENGTH)
        ? `identifier: must be at most ${MAX_SEGMENT_LENGTH} characters`
        : null;
  if (refusal) throw new InvalidRequestError(call, "identifier", [refusal]);
  const entries = Object.entries(call.query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  const query = new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString();
  return query ? `${call.path}?${query}` : call.path;
}

/** One span per call (`screening-api GET /results/{id}`), retries included; its attempts are its events. */
function traced<R>(method: Method, path: string, call: (span: Span, operation: string) => Promise<R>): Promise<R> {
  const operation = apiOperation(method, path);
  return tracer.startActiveSpan(
    `screening-api ${operation}`,
    { kind: SpanKind.CLIENT, attributes: { "http.request.method": method, "screening_api.operation": operation } },
    async (span) => {
      try {
        return await call(span, operation);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** A limiter slot, waited for until the deadline at most (then TimeoutError) or until the caller gives up. */
async function acquireBefore(
  { limiter, lane, now, budgetMs }: RequesterConfig,
  deadline: number | undefined,
  signal: AbortSignal | undefined,
  context: ApiErrorContext,
): Promise<() => void> {
  if (deadline === undefined) return limiter.acquire(lane, signal);
  const expiry = AbortSignal.timeout(Math.max(0, deadline - now()));
  try {
    return await limiter.acquire(lane, signal ? AbortSignal.any([signal, expiry]) : expiry);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (expiry.aborted) throw new TimeoutError(context, budgetMs!);
    throw error;
  }
}

/** One call to attempt: what it is, how it retries, who may give up on it, and one attempt of it. */
interface Attempted<R> {
  method: Method;
  path: string;
  retry: RetryPolicy;
  signal: AbortSignal | undefined;
  once: () => Promise<{ status: number; value: R }>;
}

/** Attempts `once` under the limiter until it succeeds or the policy stops; one log entry per call. */
async function retrying<R>(
  config: RequesterConfig,
  { method, path, retry, signal, once }: Attempted<R>,
  span: Span,
  operation: string,
): Promise<R> {
  const { limiter, maxAttempts, sleep, random, log, now, apiKey, lane, budgetMs } = config;
  const started = now();
  const deadline = budgetMs === undefined ? undefined : started + budgetMs;
  const record = (attempts: number, status: number | undefined, error?: ScreeningApiError) =>
    log?.record({
      at: new Date(started).toISOString(),
      method,
      path: redactPath(path, apiKey),
      status,
      error: error?.kind,
      ...(error instanceof ResponseShapeError ? { detail: error.issues.slice(0, 3).join("; ") } : {}),
      durationMs: now() - started,
      attempts,
    });
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const waitStarted = performance.now();
    const release = await acquireBefore(config, deadline, signal, { status: undefined, method, path, body: undefined });
    const sent = performance.now();
    observeLimiterWait(lane, (sent - waitStarted) / 1000);
    const elapsed = () => (performance.now() - sent) / 1000;
    let delay: number | undefined;
    try {
      const { status, value } = await once();
      observeApiAttempt(operation, attemptStatus({ status }), elapsed());
      span.setAttributes({ "http.response.status_code": status, "screening_api.attempts": attempt });
      record(attempt, status);
      return value;
    } catch (error) {
      observeApiAttempt(operation, attemptStatus({ error }), elapsed(), error);
      span.setAttribute("screening_api.attempts", attempt);
      if (error instanceof ScreeningApiError && error.status !== undefined)
        span.setAttribute("http.response.status_code", error.status);
      if (!(error instanceof ScreeningApiError)) throw error;
      // Whoever met the 429, background work (the sync engine) steps back so users' calls get through.
      if (error instanceof RateLimitedError)
        limiter.backOff?.(Math.max(backgroundBackOffMs, (error.retryAfterSeconds ?? 0) * 1000));
      delay = attempt < maxAttempts ? retry(error, attempt, random) : undefined;
      // A retry that could only start after the budget is not waited for: the caller hears of the failure now.
      if (delay !== undefined && deadline !== undefined && now() + delay > deadline) delay = undefined;
      if (delay === undefined) {
        record(attempt, error.status, error);
        throw error;
      }
    } finally {
      // A retry's wait must not hold a concurrency slot.
      release();
    }
    signal?.throwIfAborted();
    span.addEvent("retry", { "screening_api.attempt": attempt, "screening_api.delay_ms": delay });
    await sleep(delay);
  }
}

type ReadBody<R> = (response: Response, context: ApiErrorContext) => Promise<R>;

/** A JSON body parsed with `schema`; not JSON, or not that shape, is a ResponseShapeError naming the field. */
function readJson<T>(schema: z.ZodType<T>): ReadBody<T> {
  return async (response, context) => {
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ResponseShapeError({ ...context, body: text }, "(body)", [
        `(body): expected JSON, received ${text ? "other text" : "nothing"}`,
      ]);
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      const { field, issues } = describeIssues(result.error.issues);
      throw new ResponseShapeError({ ...context, body: parsed }, field, issues);
    }
    return result.data;
  };
}

/** A body handed on unread, once its type is what `accepts` allows (`expected` names it in the error otherwise). */
function unread(accepts: (type: string) => boolean, expected: string): ReadBody<BinaryBody> {
  return async (response, context) => {
    const type = response.headers.get("content-type") ?? "";
    if (!response.body || !accepts(type)) {
      const text = await response.text();
      throw new ResponseShapeError({ ...context, body: text }, "(body)", [
        `(body): expected ${expected}, received ${type || "no body"}`,
      ]);
    }
    return { headers: response.headers, body: response.body };
  };
}

export function createRequester(config: RequesterConfig): Requester {
  /** Attempts `once` under the limiter, traced, until it succeeds or the policy stops. */
  function withRetries<R>(
    call: Call,
    path: string,
    headers: Record<string, string>,
    read: ReadBody<R>,
    body?: string | FormData,
  ) {
    const once = () => exchange(config, { method: call.method, path, headers, body, signal: call.signal }, read);
    return traced(call.method, path, (span, operation) =>
      retrying(config, { method: call.method, path, retry: call.retry, signal: call.signal, once }, span, operation),
    );
  }

  return {
    async json<T>(call: JsonCall<T>) {
      const path = target(call);
      const body = call.body && ("json" in call.body ? JSON.stringify(call.body.json) : call.body.form);
      const headers: Record<string, string> = { accept: "application/json" };
      if (typeof body === "string") headers["content-type"] = "application/json";
      return withRetries(call, path, headers, readJson(call.schema), body);
    },

    async binary(call) {
      const path = target(call);
      return withRetries(
        call,
        path,
        { accept: call.accept },
        unread((type) => !/json|html/i.test(type), call.accept),
      );
    },

    async jsonStream(call) {
      const path = target(call);
      const read = unread((type) => /json/i.test(type), "JSON");
      const answer = await withRetries(call, path, { accept: "application/json" }, read);
      return { ...answer, timeoutMs: config.timeoutMs };
    },
  };
}

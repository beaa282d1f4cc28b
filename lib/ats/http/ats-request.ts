import "server-only";
import { db } from "@/lib/db/client";
import { checkOutboundHost } from "@/lib/security/outbound-address";
import { atsBaseUrlRefusal, isCallbackHost } from "../base-url";
import type { AtsKind } from "../kinds";
import { currentCallContext } from "./call-context";
import { maskBody, maskUrl } from "./mask";
import { pinnedRequest, TransportError } from "./pinned-request";
import { noteRateLimitHeaders, pauseAts, retryAfterMs, throughGate } from "./rate-gate";

const TIMEOUT_MS = 15_000;
/** Harvest's documented window is 10 seconds; Lever and Ashby document per-second limits. */
const RATE_WINDOW_MS = 10_000;
/** How often a GET answered 429 is tried in all (each after the pause the ATS asked for). */
const GET_ATTEMPTS_ON_429 = 4;

export interface AtsEndpoint {
  ats: AtsKind;
  baseUrl: string;
  /** The Authorization header value (Basic with the key, or the adapter's own scheme): never logged. */
  authorization: string;
}

export interface AtsCall {
  method: "GET" | "POST" | "PUT" | "PATCH";
  path: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  json?: unknown;
  /** A multipart/form-data body (files). */
  form?: FormData;
  /** For the integration log: which outbox message and which attempt this call belongs to. */
  outboxId?: string;
  attempt?: number;
  /** How long to wait for the answer (15 s unless a caller needs an answer sooner: a connection test). */
  timeoutMs?: number;
  /** The answer holds data the integration log must not keep (demographic answers): its 2xx body is logged as a size. */
  withholdAnswer?: boolean;
}

export interface AtsAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The ATS answered outside 2xx, or refused us: status, how long it asked us to wait, and its own message. */
export class AtsHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterMs: number | null,
    /** True when a retry may succeed (429, 5xx, a transport failure). */
    readonly transient: boolean,
    /** True when the request may have been processed although we got no success answer. */
    readonly maybeDelivered: boolean,
  ) {
    super(message);
  }
}

/** Basic auth with the key as user name and an empty password, as Harvest, Lever and Ashby all document. */
export const basicAuthorization = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

async function encodeBody(call: AtsCall): Promise<{ body?: Buffer; contentType?: string; logged: string | null }> {
  if (call.form) {
    const response = new Response(call.form);
    const parts = [...call.form.entries()].map(([name, value]) =>
      typeof value === "string" ? `${name}=${value}` : `${name}=<file ${value.name}, ${value.size} bytes>`,
    );
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get("content-type") ?? undefined,
      logged: `multipart/form-data: ${parts.join("; ")}`,
    };
  }
  if (call.json === undefined) return { logged: null };
  const text = JSON.stringify(call.json);
  return { body: Buffer.from(text), contentType: "application/json", logged: maskBody(text) };
}

/**
 * One call to an ATS: the base URL checked against the allow-list and connected to the address that was checked,
 * through this ATS's rate gate, logged (bodies masked) whatever happens. Throws AtsHttpError outside 2xx (a GET
 * answered 429 is tried again first, after the pause the ATS asked for).
 */
export async function atsRequest(endpoint: AtsEndpoint, call: AtsCall): Promise<AtsAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await requestOnce(endpoint, call);
    } catch (error) {
      // A read is safe to repeat: a 429 (the gate now holds this ATS back for the window it asked) is waited out here,
      // so a poll or a lookup rides out a busy window instead of failing. Writes are retried by the outbox, with backoff.
      const rateLimited = error instanceof AtsHttpError && error.status === 429;
      if (call.method !== "GET" || !rateLimited || attempt >= GET_ATTEMPTS_ON_429) throw error;
    }
  }
}

async function requestOnce(endpoint: AtsEndpoint, call: AtsCall): Promise<AtsAnswer> {
  const url = new URL(endpoint.baseUrl.replace(/\/$/, "") + call.path);
  for (const [k, v] of Object.entries(call.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const { body, contentType, logged } = await encodeBody(call);
  const started = Date.now();
  const context = currentCallContext();
  const log = (status: number | null, responseBody: string | null, error: string | null) =>
    db.atsLogEntry
      .create({
        data: {
          ats: endpoint.ats,
          direction: "out",
          method: call.method,
          url: maskUrl(url.toString()),
          status,
          durationMs: Date.now() - started,
          requestBody: logged,
          responseBody: maskBody(responseBody),
          error,
          attempt: call.attempt ?? context.attempt ?? 1,
          outboxId: call.outboxId ?? context.outboxId ?? null,
          inboundId: context.inboundId ?? null,
        },
      })
      .catch((e: unknown) => console.error("ats: writing the integration log failed", e));

  const refusal = atsBaseUrlRefusal(endpoint.ats, endpoint.baseUrl);
  const address = refusal
    ? ({ ok: false, reason: refusal } as const)
    : await checkOutboundHost(url.hostname, { publicOnly: !isCallbackHost(url) });
  if (!address.ok) {
    await log(null, null, `Not sent: ${address.reason}`);
    throw new AtsHttpError(`Not sent: ${address.reason}`, null, null, false, false);
  }
  try {
    const response = await throughGate(endpoint.ats, () =>
      pinnedRequest(url, address, {
        method: call.method,
        headers: {
          accept: "application/json",
          authorization: endpoint.authorization,
          "user-agent": "screening-dashboard-ats/1",
          ...(contentType ? { "content-type": contentType } : {}),
          ...call.headers,
        },
        body,
        timeoutMs: call.timeoutMs ?? TIMEOUT_MS,
      }),
    );
    noteRateLimitHeaders(endpoint.ats, response.headers, RATE_WINDOW_MS);
    const ok = response.status >= 200 && response.status < 300;
    const loggedAnswer =
      ok && call.withholdAnswer ? `<${response.text.length} characters withheld: demographic data>` : response.text;
    await log(response.status, loggedAnswer, ok ? null : `HTTP ${response.status}`);
    let parsed: unknown = null;
    try {
      parsed = response.text ? JSON.parse(response.text) : null;
    } catch {
      parsed = response.text;
    }
    if (ok) return { status: response.status, headers: response.headers, body: parsed };
    const wait = retryAfterMs(response.headers);
    if (response.status === 429) pauseAts(endpoint.ats, Date.now() + (wait ?? RATE_WINDOW_MS));
    const transient = response.status === 429 || response.status >= 500;
    throw new AtsHttpError(
      `${call.method} ${url.pathname}: HTTP ${response.status}${describe(parsed)}`,
      response.status,
      wait,
      transient,
      response.status >= 500,
    );
  } catch (error) {
    if (error instanceof AtsHttpError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    await log(null, null, message);
    throw new AtsHttpError(
      `${call.method} ${url.pathname}: ${message}`,
      null,
      null,
      true,
      error instanceof TransportError ? error.maybeDelivered : true,
    );
  }
}

/** The ATS's own words, where its error body has them (Harvest `message`/`errors`, Lever `message`, Ashby `errors`). */
function describe(body: unknown): string {
  if (!body || typeof body !== "object") return "";
  const b = body as { message?: unknown; errors?: unknown; error?: unknown };
  const words = [b.message, b.error, Array.isArray(b.errors) ? JSON.stringify(b.errors) : undefined].find(
    (w) => typeof w === "string" && w,
  );
  return typeof words === "string" ? `: ${words.slice(0, 300)}` : "";
}

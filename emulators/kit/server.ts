import http from "node:http";
import type { AddressInfo } from "node:net";

/** A request as an emulator's handler sees it: read whole (bounded), the URL parsed. */
export interface EmulatorRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  /** The body as JSON when it was sent as application/json, else null. */
  json: unknown;
}

/** What a handler answers: a status and a JSON body (or `text`, sent as it is), with headers of its own. */
export interface EmulatorAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  text?: string;
}

/** One request as received and answered (the request log tests read). */
export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON body (null when none, or not JSON: multipart). */
  body: unknown;
  status: number;
}

export interface EmulatorServer {
  url: string;
  log: RequestLogEntry[];
  close(): Promise<void>;
}

export const answer = (status: number, body: unknown, headers?: Record<string, string>): EmulatorAnswer => ({
  status,
  body,
  headers,
});

const MAX_BODY_BYTES = 16 * 1024 * 1024;

async function readRequest(request: http.IncomingMessage): Promise<EmulatorRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("request body over 16 MB");
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  // A compressed body (content-encoding) is the handler's to read.
  const isJson =
    (request.headers["content-type"] ?? "").startsWith("application/json") &&
    !request.headers["content-encoding"] &&
    raw.length > 0;
  return {
    method: request.method ?? "GET",
    url: new URL(request.url ?? "/", "http://emulator"),
    headers: request.headers,
    raw,
    json: isJson ? (JSON.parse(raw.toString("utf8")) as unknown) : null,
  };
}

/**
 * One exchange: waits `latencyMs()` (a slow system), asks `handle` for an answer (500 when it throws) and logs it,
 * keeping the last `maxLog` entries when given. Shared by the kit's own server and by a route that mounts an
 * emulator in sandbox mode (app/api/sandbox-systems).
 */
export async function exchange(
  handle: (request: EmulatorRequest) => EmulatorAnswer | Promise<EmulatorAnswer>,
  request: EmulatorRequest,
  log: RequestLogEntry[],
  { latencyMs = () => 0, maxLog }: { latencyMs?: () => number; maxLog?: number } = {},
): Promise<EmulatorAnswer> {
  let result: EmulatorAnswer;
  const delay = latencyMs();
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  try {
    result = await handle(request);
  } catch (error) {
    result = answer(500, { message: `emulator error: ${(error as Error).message}` });
  }
  const { method, url, json } = request;
  log.push({
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: json,
    status: result.status,
  });
  if (maxLog !== undefined && log.length > maxLog) log.splice(0, log.length - maxLog);
  return result;
}

/**
 * The shared kit of the emulators of outside systems: an HTTP server on 127.0.0.1 at a free port that reads each
 * request whole, waits `latencyMs()` (a slow system), asks `handle` for a JSON answer, logs the exchange and
 * answers. A body that is not valid JSON although sent as such answers 400, as the real systems do.
 */
export async function startEmulatorServer(
  handle: (request: EmulatorRequest) => EmulatorAnswer | Promise<EmulatorAnswer>,
  { latencyMs = () => 0 }: { latencyMs?: () => number } = {},
): Promise<EmulatorServer> {
  const log: RequestLogEntry[] = [];
  const server = http.createServer((incoming, response) => {
    void (async () => {
      let request: EmulatorRequest;
      try {
        request = await readRequest(incoming);
      } catch (error) {
        response.writeHead(400, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: (error as Error).message }));
        return;
      }
      const result = await exchange(handle, request, log, { latencyMs });
      const text = result.text ?? JSON.stringify(result.body);
      response.writeHead(result.status, { "content-type": "application/json", ...result.headers });
      response.end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The request's multipart (or url-encoded) form, as the web platform parses it. */
export const formOf = (request: EmulatorRequest) =>
  new Response(new Uint8Array(request.raw), {
    headers: { "content-type": request.headers["content-type"] ?? "" },
  }).formData();

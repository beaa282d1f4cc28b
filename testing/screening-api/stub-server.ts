import "server-only";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the stub saw it. */
export interface StubRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body as JSON, when it parses. */
  json: unknown;
}

/**
 * What the stub answers. `hang` never answers (the socket stays open until the stub stops); `drop` closes the
 * connection without an answer, as a crashed proxy would.
 */
export type StubReply =
  | { status: number; json?: unknown; text?: string; bytes?: Uint8Array; headers?: Record<string, string> }
  | { hang: true }
  | { drop: true };

export type StubHandler = (request: StubRequest, index: number) => StubReply | Promise<StubReply>;

export interface Stub {
  baseUrl: string;
  /** Every request received, in order. */
  requests: StubRequest[];
  /** Replace the handler, for tests that script a sequence of answers. */
  handle(handler: StubHandler): void;
  stop(): Promise<void>;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The screening API as a scripted node:http server on 127.0.0.1:0, for unit tests of the client over real HTTP
 * (headers, timeouts, bodies) without the app or the sandbox.
 */
export async function startStub(
  initial: StubHandler = () => ({ status: 404, json: { error: "Not Found", message: "No handler" } }),
): Promise<Stub> {
  let handler = initial;
  const requests: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const request: StubRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body,
        json: parseJson(body),
      };
      requests.push(request);
      const reply = await handler(request, requests.length - 1);
      if ("hang" in reply) return;
      if ("drop" in reply) return void req.socket.destroy();
      const headers = { ...reply.headers };
      let payload: string | Uint8Array = "";
      if (reply.json !== undefined) {
        headers["content-type"] ??= "application/json";
        payload = JSON.stringify(reply.json);
      } else if (reply.bytes) payload = reply.bytes;
      else if (reply.text !== undefined) payload = reply.text;
      res.writeHead(reply.status, headers).end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    stop() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Answers the n-th request with the n-th reply; the last one repeats. */
export function sequence(...replies: StubReply[]): StubHandler {
  return (_request, index) =>
    replies[Math.min(index, replies.length - 1)] ?? { status: 500, text: "no reply scripted" };
}

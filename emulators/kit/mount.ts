import type { IncomingHttpHeaders } from "node:http";
import { exchange, type EmulatorAnswer, type EmulatorRequest, type RequestLogEntry } from "./server";

/** Reads a web-platform request's body up to `maxBytes`; null when it is larger. */
async function readBounded(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * An emulator's handler answering a web-platform Request (a Next.js route in sandbox mode) instead of its own HTTP
 * server: the request read whole up to `maxBytes` (413 beyond), `path` the path the emulator sees (the mount point's
 * prefix taken off), the exchange logged in `log` (the last `maxLog` kept), the answer as a Response.
 */
export async function answerMounted(
  handle: (request: EmulatorRequest) => EmulatorAnswer | Promise<EmulatorAnswer>,
  request: Request,
  { path, log, maxLog, maxBytes }: { path: string; log: RequestLogEntry[]; maxLog: number; maxBytes: number },
): Promise<Response> {
  const raw = await readBounded(request, maxBytes);
  if (!raw) return Response.json({ message: `request body over ${maxBytes} bytes` }, { status: 413 });
  const headers: IncomingHttpHeaders = Object.fromEntries(request.headers.entries());
  const incoming = new URL(request.url);
  const url = new URL(`${path}${incoming.search}`, "http://emulator");
  const isJson =
    (headers["content-type"] ?? "").startsWith("application/json") && !headers["content-encoding"] && raw.length > 0;
  let json: unknown = null;
  if (isJson) {
    try {
      json = JSON.parse(raw.toString("utf8")) as unknown;
    } catch {
      return Response.json({ message: "the body is not valid JSON" }, { status: 400 });
    }
  }
  const result = await exchange(handle, { method: request.method, url, headers, raw, json }, log, { maxLog });
  return new Response(result.text ?? JSON.stringify(result.body), {
    status: result.status,
    headers: { "content-type": "application/json", ...result.headers },
  });
}

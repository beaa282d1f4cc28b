import { createHmac, timingSafeEqual } from "node:crypto";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";

const MAX_BODY = 4 * 1024 * 1024;
const TOLERANCE_S = 300;

/** One event of a batch as the receiver keeps it. */
export interface ReceivedAuditEvent {
  seq: string;
  hash: string;
  action: string;
  [field: string]: unknown;
}

/**
 * A receiver of signed audit batches over HTTPS on 127.0.0.1, for tests, written from the contract the dashboard's
 * guide publishes: `X-Audit-Timestamp` (Unix seconds) and `X-Signature: sha256=<hex HMAC-SHA256(secret,
 * "<timestamp>.<raw body>")>`, checked in constant time within 5 minutes; a bad or stale signature gets 401. Each
 * event's `seq` is its idempotency key: the first of a seq is kept (`accepted`), a repeat is counted. `stop()` /
 * `start()` take it down and bring it back on the same port.
 */
export async function startAuditHttpsReceiver({
  cert,
  key,
  port = 0,
  ackDelayMs = 0,
}: {
  cert: string;
  key: string;
  port?: number;
  /** How long after storing a batch the receiver answers (a slow receiver: the sender may die in between). */
  ackDelayMs?: number;
}) {
  const accepted: ReceivedAuditEvent[] = [];
  const seen = new Map<string, string>();
  const repeats: { seq: string; sameHash: boolean }[] = [];
  const refused: { status: number; reason: string }[] = [];
  const tests: unknown[] = [];
  const batches: { events: number; first: string | null; last: string | null }[] = [];
  const sockets = new Set<Socket>();
  const state = { secret: "" };

  const verified = (headers: Record<string, string | string[] | undefined>, raw: Buffer) => {
    const timestamp = Number(headers["x-audit-timestamp"]);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_S) return false;
    const expected = Buffer.from(
      `sha256=${createHmac("sha256", state.secret).update(`${timestamp}.`).update(raw).digest("hex")}`,
    );
    const given = Buffer.from(String(headers["x-signature"] ?? ""));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const handle = (raw: Buffer, headers: Record<string, string | string[] | undefined>): [number, string] => {
    if (!verified(headers, raw)) {
      refused.push({ status: 401, reason: "signature" });
      return [401, "bad signature"];
    }
    const body = JSON.parse(raw.toString("utf8")) as { type: string; events: ReceivedAuditEvent[] };
    if (body.type === "audit.test") {
      tests.push(body);
      return [204, ""];
    }
    batches.push({
      events: body.events.length,
      first: body.events[0]?.seq ?? null,
      last: body.events.at(-1)?.seq ?? null,
    });
    for (const event of body.events) {
      if (seen.has(event.seq)) repeats.push({ seq: event.seq, sameHash: seen.get(event.seq) === event.hash });
      else {
        seen.set(event.seq, event.hash);
        accepted.push(event);
      }
    }
    return [204, ""];
  };

  let server: https.Server | null = null;
  let boundPort = port;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = https.createServer({ cert, key }, (request, response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        request.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY) request.destroy();
          else chunks.push(chunk);
        });
        request.on("end", () => {
          let status: number;
          let text: string;
          try {
            [status, text] = handle(Buffer.concat(chunks), request.headers);
          } catch (error) {
            refused.push({ status: 400, reason: String(error) });
            [status, text] = [400, "malformed batch"];
          }
          setTimeout(() => response.writeHead(status, { "content-type": "text/plain" }).end(text), ackDelayMs);
        });
      });
      next.on("connection", (socket: Socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      next.once("error", reject);
      next.listen(boundPort, "127.0.0.1", () => {
        boundPort = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await start();
  return {
    get port() {
      return boundPort;
    },
    url: (path = "/audit") => `https://127.0.0.1:${boundPort}${path}`,
    /** The signing secret the dashboard showed once; requests are refused until it is set. */
    setSecret: (secret: string) => {
      state.secret = secret;
    },
    accepted,
    repeats,
    refused,
    tests,
    batches,
    start,
    stop,
    close: stop,
  };
}

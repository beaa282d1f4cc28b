import tls from "node:tls";
import type { AddressInfo, Socket } from "node:net";
import { parseRfc5424, type Rfc5424Message } from "./rfc5424";

/** RFC 5425 §4.3.1: receivers must take 2,048 octets and should take 8,192; this one takes up to 1 MB a frame. */
const MAX_FRAME = 1024 * 1024;

/** One message as received: parsed, with the SD-ELEMENT a dashboard stream carries (`audit@32473`). */
export interface ReceivedSyslog {
  message: Rfc5424Message;
  seq: string | null;
  hash: string | null;
}

/**
 * A syslog receiver over TLS (RFC 5425) on 127.0.0.1, for tests: octet-counted frames (`MSG-LEN SP SYSLOG-MSG`),
 * each parsed as RFC 5424. An audit stream's messages carry their chain place in `[audit@32473 seq="…" hash="…"]`;
 * the receiver keeps the first message of each seq (`accepted`, in arrival order) and counts repeats, as the
 * dashboard's guide asks a receiver to. A malformed frame is recorded in `errors` and ends the connection.
 * `stop()` / `start()` take it down and bring it back on the same port.
 */
export async function startSyslogReceiver({
  cert,
  key,
  port = 0,
  ackDelayMs = 0,
}: {
  cert: string;
  key: string;
  port?: number;
  /** How long after reading a connection to its end the receiver closes its side (a slow receiver). */
  ackDelayMs?: number;
}) {
  const received: ReceivedSyslog[] = [];
  const accepted: ReceivedSyslog[] = [];
  const bySeq = new Map<string, string | null>();
  const repeats: { seq: string; sameHash: boolean }[] = [];
  const errors: string[] = [];
  const sockets = new Set<Socket>();

  const take = (text: string) => {
    const message = parseRfc5424(text);
    const sd = message.structuredData["audit@32473"] ?? {};
    const entry = { message, seq: sd.seq ?? null, hash: sd.hash ?? null };
    received.push(entry);
    if (entry.seq === null) return;
    if (bySeq.has(entry.seq)) repeats.push({ seq: entry.seq, sameHash: bySeq.get(entry.seq) === entry.hash });
    else {
      bySeq.set(entry.seq, entry.hash);
      accepted.push(entry);
    }
  };

  const onConnection = (socket: tls.TLSSocket) => {
    socket.on("error", () => {});
    let buffer = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      try {
        for (;;) {
          const space = buffer.indexOf(0x20);
          if (space < 0) {
            if (buffer.length > 10) throw new Error("MSG-LEN longer than 10 digits");
            return;
          }
          const lengthText = buffer.subarray(0, space).toString("ascii");
          if (!/^[1-9]\d*$/.test(lengthText)) throw new Error(`MSG-LEN ${JSON.stringify(lengthText)} is not a number`);
          const length = Number(lengthText);
          if (length > MAX_FRAME) throw new Error(`frame of ${length} octets over ${MAX_FRAME}`);
          if (buffer.length < space + 1 + length) return;
          take(buffer.subarray(space + 1, space + 1 + length).toString("utf8"));
          buffer = buffer.subarray(space + 1 + length);
        }
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
        socket.destroy();
      }
    });
    // The sender closed its side: everything it wrote was read above; close ours in turn (its acknowledgement).
    socket.on("end", () => setTimeout(() => socket.end(), ackDelayMs));
  };

  let server: tls.Server | null = null;
  let boundPort = port;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = tls.createServer({ cert, key, allowHalfOpen: true }, onConnection);
      // Every connection, a handshake that failed included, so that stop() ends them all.
      next.on("connection", (socket: Socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      next.on("tlsClientError", () => {});
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
    /** Every message, repeats included, in arrival order. */
    received,
    /** The first message of each seq, in arrival order. */
    accepted,
    /** Messages whose seq had been received before, and whether they carried the same hash. */
    repeats,
    errors,
    start,
    stop,
    close: stop,
  };
}

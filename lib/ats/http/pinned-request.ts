import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

export class TransportError extends Error {
  constructor(
    message: string,
    /** True when the request may have reached the ATS (it was sent; the answer was lost). */
    readonly maybeDelivered: boolean,
    /** Node's code for the failure (ECONNREFUSED, CERT_HAS_EXPIRED…), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/**
 * One HTTP request connected to `address` (already checked by the caller), whatever the name resolves to now: the
 * Host header and TLS server name stay the URL's. The answer is read up to 2 MB, within `timeoutMs` overall.
 */
export function pinnedRequest(
  url: URL,
  address: { address: string; family: 4 | 6 },
  init: {
    method: string;
    headers: Record<string, string>;
    body?: Buffer;
    timeoutMs: number;
    /** PEM certificates to trust instead of the public CAs (https only): a receiver with a private CA. */
    ca?: string;
  },
): Promise<RawResponse> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    let sent = false;
    const request = transport.request(
      url,
      {
        method: init.method,
        headers: { ...init.headers, ...(init.body ? { "content-length": String(init.body.length) } : {}) },
        lookup,
        timeout: init.timeoutMs,
        ...(init.ca && url.protocol === "https:" ? { ca: init.ca } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) {
            request.destroy(new TransportError("the answer was larger than 2 MB", true));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
          resolve({ status: response.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString("utf8") });
        });
        response.on("error", (error) => reject(new TransportError(error.message, true)));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new TransportError(`no answer within ${init.timeoutMs} ms`, sent)),
      init.timeoutMs,
    );
    request.on("close", () => clearTimeout(timer));
    request.on("timeout", () => request.destroy(new TransportError(`no answer within ${init.timeoutMs} ms`, sent)));
    request.on("error", (error) =>
      reject(
        error instanceof TransportError
          ? error
          : new TransportError(error.message, sent, (error as NodeJS.ErrnoException).code),
      ),
    );
    request.on("finish", () => {
      sent = true;
    });
    request.end(init.body);
  });
}

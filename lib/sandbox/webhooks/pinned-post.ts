import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { CheckedAddress } from "./target-guard";

/**
 * POSTs `body` to `url`, connecting to `pinned` rather than resolving the URL's name again: the address the target
 * guard checked is the one reached, so a name re-pointed to an internal address between the check and the
 * connection (DNS rebinding) gains nothing. The URL's host still goes in the Host header and in TLS's SNI and
 * certificate check. The answer is drained, never kept; redirects are not followed.
 */
export function pinnedPost(
  url: string,
  pinned: CheckedAddress,
  { headers, body, timeoutMs }: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<number> {
  const target = new URL(url);
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup,
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on("error", reject);
    request.end(body);
  });
}

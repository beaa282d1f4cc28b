import { createHmac } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/** HMAC-SHA256 of `data` under `secret`, in lower-case hex: how Greenhouse, Lever, Ashby and Workable sign. */
export const hmacSha256Hex = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

/** Whether the request carries HTTP Basic credentials with the API key as user name and no password. */
export const hasBasicKey = (headers: IncomingHttpHeaders, apiKey: string) =>
  headers.authorization === `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`;

/** Posts a web hook delivery as the outside system does; answers the receiver's status. */
export async function postWebhook(target: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(target, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  await response.body?.cancel();
  return response.status;
}

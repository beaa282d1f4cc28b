import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Json } from "./api-client";

/** One request the stub received, with the headers Standard Webhooks verification needs. */
export interface ReceivedWebhook {
  id: string;
  headers: Record<string, string>;
  body: string;
  event: Json;
}

/**
 * A local webhook endpoint for delivery tests: records every request and answers what `respond` says (at once, or
 * when its promise settles), given the request and how many times its webhook-id has arrived (1 on the first attempt).
 */
export async function startWebhookReceiver(
  respond: (webhook: ReceivedWebhook, attempt: number) => number | Promise<number> = () => 200,
) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      let event: Json = null;
      try {
        event = JSON.parse(body);
      } catch {
        // Recorded as it came; the test's assertions say what was expected.
      }
      const webhook = { id: headers["webhook-id"] ?? "", headers, body, event };
      received.push(webhook);
      void Promise.resolve(respond(webhook, received.filter((r) => r.id === webhook.id).length)).then((status) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ status })),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The webhooks of `type` whose data matches `match` (every given field equal). */
    find(type: string, match: Record<string, unknown> = {}) {
      return received.filter(
        (r) => r.event?.type === type && Object.entries(match).every(([k, v]) => r.event.data?.[k] === v),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

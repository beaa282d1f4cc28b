import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinnedPost } from "./pinned-post";

let server: http.Server;
let port: number;
const received: Array<{ host?: string; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ host: request.headers.host, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("pinnedPost", () => {
  it("connects to the checked address without resolving the name again, and keeps the name as Host", async () => {
    // `.invalid` never resolves (RFC 6761): reaching the server proves no second lookup happened.
    const status = await pinnedPost(
      `http://rebind.invalid:${port}/hook`,
      { address: "127.0.0.1", family: 4 },
      { headers: { "content-type": "application/json" }, body: '{"ok":true}', timeoutMs: 5_000 },
    );
    expect(status).toBe(204);
    expect(received).toEqual([{ host: `rebind.invalid:${port}`, body: '{"ok":true}' }]);
  });
});

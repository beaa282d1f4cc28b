import { afterEach, describe, expect, it } from "vitest";
import { noFaults, takeFault } from "./faults";
import { answer, startEmulatorServer, type EmulatorServer } from "./server";
import { hasBasicKey, hmacSha256Hex, postWebhook } from "./signing";

let server: EmulatorServer | undefined;
afterEach(() => server?.close());

describe("the emulator kit's server", () => {
  it("answers on 127.0.0.1 and logs method, path, query, JSON body and status", async () => {
    server = await startEmulatorServer((request) => answer(201, { echoed: request.json }, { "x-kit": "1" }));
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/v1/things?page=2`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ a: 1 }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-kit")).toBe("1");
    expect(await response.json()).toEqual({ echoed: { a: 1 } });
    expect(server.log).toEqual([
      { method: "POST", path: "/v1/things", query: { page: "2" }, body: { a: 1 }, status: 201 },
    ]);
  });

  it("answers 400 to a body sent as JSON that is not, and 500 when the handler throws", async () => {
    server = await startEmulatorServer((request) => {
      if (request.url.pathname === "/boom") throw new Error("broken");
      return answer(200, {});
    });
    const bad = await fetch(`${server.url}/x`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    expect((await fetch(`${server.url}/boom`)).status).toBe(500);
  });

  it("sends a text answer as it is", async () => {
    server = await startEmulatorServer(() => ({
      status: 200,
      body: null,
      text: "ok",
      headers: { "content-type": "text/plain" },
    }));
    expect(await (await fetch(server.url)).text()).toBe("ok");
  });
});

describe("faults", () => {
  it("counts a fault off each time it is taken, and is not due at zero", () => {
    const faults = { ...noFaults(), serverErrors: 2 };
    expect([
      takeFault(faults, "serverErrors"),
      takeFault(faults, "serverErrors"),
      takeFault(faults, "serverErrors"),
    ]).toEqual([true, true, false]);
    expect(takeFault(faults, "rateLimited")).toBe(false);
  });
});

describe("signing", () => {
  it("signs HMAC-SHA256 in lower-case hex (RFC 4231 test case 2)", () => {
    expect(hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("recognises the key as Basic user name with an empty password only", () => {
    const key = "k_123";
    expect(hasBasicKey({ authorization: `Basic ${Buffer.from(`${key}:`).toString("base64")}` }, key)).toBe(true);
    expect(hasBasicKey({ authorization: `Basic ${Buffer.from(`${key}:x`).toString("base64")}` }, key)).toBe(false);
    expect(hasBasicKey({}, key)).toBe(false);
  });

  it("posts a web hook with its headers and answers the receiver's status", async () => {
    server = await startEmulatorServer((request) => answer(request.headers["x-signature"] === "abc" ? 204 : 401, null));
    expect(await postWebhook(`${server.url}/hook`, "{}", { "x-signature": "abc" })).toBe(204);
    expect(await postWebhook(`${server.url}/hook`, "{}", { "x-signature": "nope" })).toBe(401);
  });
});

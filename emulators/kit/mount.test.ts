import { describe, expect, it } from "vitest";
import { answerMounted } from "./mount";
import { answer, type RequestLogEntry } from "./server";

const echo = answerMounted.bind(null, (request) => answer(200, { path: request.url.pathname, json: request.json }));

describe("an emulator mounted in a route", () => {
  it("sees the path it was given with the request's query, and logs the exchange, the last `maxLog` only", async () => {
    const log: RequestLogEntry[] = [];
    for (const n of [1, 2, 3]) {
      const response = await echo(
        new Request(`http://app.test/api/sandbox-systems/x/v1/things?page=${n}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ n }),
        }),
        { path: "/v1/things", log, maxLog: 2, maxBytes: 1000 },
      );
      expect(await response.json()).toEqual({ path: "/v1/things", json: { n } });
    }
    expect(log).toEqual([
      { method: "POST", path: "/v1/things", query: { page: "2" }, body: { n: 2 }, status: 200 },
      { method: "POST", path: "/v1/things", query: { page: "3" }, body: { n: 3 }, status: 200 },
    ]);
  });

  it("answers 413 to a body over its bound and 400 to JSON that is not, before the emulator sees either", async () => {
    const log: RequestLogEntry[] = [];
    const post = (body: string) =>
      echo(
        new Request("http://app.test/x", { method: "POST", headers: { "content-type": "application/json" }, body }),
        { path: "/x", log, maxLog: 10, maxBytes: 10 },
      );
    expect((await post(JSON.stringify({ long: "x".repeat(20) }))).status).toBe(413);
    expect((await post("{nope")).status).toBe(400);
    expect(log).toEqual([]);
  });
});

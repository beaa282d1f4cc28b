import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRequestLog, redactPath } from "./request-log";
import { candidate } from "../../testing/screening-api/fixtures";
import { stubApiKey, stubClient } from "../../testing/screening-api/stub-client";
import { sequence, startStub, type Stub } from "../../testing/screening-api/stub-server";

const entry = (n: number) => ({
  at: new Date(n).toISOString(),
  method: "GET",
  path: `/p/${n}`,
  status: 200,
  error: undefined,
  durationMs: 1,
  attempts: 1,
});

describe("createRequestLog", () => {
  it("keeps the last `capacity` calls, newest first", () => {
    const log = createRequestLog(3);
    for (let n = 1; n <= 5; n++) log.record(entry(n));
    expect(log.entries().map((e) => e.path)).toEqual(["/p/5", "/p/4", "/p/3"]);
  });

  it("hands out copies, so a reader cannot rewrite history", () => {
    const log = createRequestLog(3);
    log.record(entry(1));
    log.entries()[0]!.path = "/changed";
    expect(log.entries()[0]?.path).toBe("/p/1");
  });
});

describe("redactPath", () => {
  it("masks the key anywhere and secret-named query values", () => {
    expect(redactPath("/api/public/candidates/k3y?api_key=abc&page=2&token=t", "k3y")).toBe(
      "/api/public/candidates/[redacted]?api_key=%5Bredacted%5D&page=2&token=%5Bredacted%5D",
    );
  });
});

describe("the client's log", () => {
  let stub: Stub;
  beforeEach(async () => {
    stub = await startStub();
  });
  afterEach(() => stub.stop());

  it("records method, path, status, duration and attempts of each call, never the key", async () => {
    stub.handle(
      sequence(
        { status: 503, json: { error: "Unavailable", message: "busy" } },
        { status: 200, json: { candidate: candidate() } },
        { status: 404, json: { error: "Not Found", message: "No candidate" } },
      ),
    );
    let clock = Date.parse("2025-03-01T10:00:00Z");
    const { api, log } = stubClient(stub, { now: () => clock, sleep: async (ms) => void (clock += ms) });
    await api.candidates.getByEmail("ada@example.com");
    await api.candidates.get(stubApiKey).catch(() => undefined);
    const [failed, succeeded] = log.entries();
    // The duration includes the 188 ms retry wait.
    expect(succeeded).toEqual({
      at: "2025-03-01T10:00:00.000Z",
      method: "GET",
      path: "/api/public/candidates/email/ada%40example.com",
      status: 200,
      error: undefined,
      durationMs: 188,
      attempts: 2,
    });
    expect(failed).toMatchObject({
      path: "/api/public/candidates/[redacted]",
      status: 404,
      error: "not-found",
      attempts: 1,
    });
    expect(JSON.stringify(log.entries())).not.toContain(stubApiKey);
  });

  it("records a call that got no answer by its error kind", async () => {
    stub.handle(sequence({ drop: true }));
    const { api, log } = stubClient(stub);
    await api.candidates.create({ name: "Ada", email: "ada@example.com" }).catch(() => undefined);
    expect(log.entries()[0]).toMatchObject({ method: "POST", status: undefined, error: "network", attempts: 1 });
  });
});

describe("an answer the dashboard cannot use", () => {
  let stub: Stub;
  beforeEach(async () => {
    stub = await startStub();
  });
  afterEach(() => stub.stop());

  it("is logged with the field that did not fit", async () => {
    stub.handle(() => ({ status: 200, json: { candidate: { ...candidate(), email: 42 } } }));
    const { api, log } = stubClient(stub);
    await expect(api.candidates.get("cand_1")).rejects.toMatchObject({ kind: "response-shape" });
    expect(log.entries()[0]).toMatchObject({ error: "response-shape", detail: expect.stringMatching(/email/) });
  });
});

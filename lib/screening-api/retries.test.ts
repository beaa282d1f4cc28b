import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NetworkError, NotFoundError, RateLimitedError, ServerError, TimeoutError } from "./errors";
import { backoffDelay } from "./retry";
import { parseRetryAfter } from "./retry-after";
import { assessment } from "../../testing/screening-api/fixtures";
import { stubClient } from "../../testing/screening-api/stub-client";
import { sequence, startStub, type Stub } from "../../testing/screening-api/stub-server";

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(() => stub.stop());

const ok = { status: 200, json: { interview: assessment(1) } };
const unavailable = { status: 503, json: { error: "Service Unavailable", message: "Try later" } };
const accepted = { status: 202, json: { status: "accepted", id: "ip_1", duplicate: false } };
const reading = { ipAddress: "8.8.8.8", observedAt: "2025-03-01T10:00:00Z", source: "ats" };

describe("retries of GETs and IP telemetry", () => {
  it("retries 5xx with jittered exponential backoff and returns the eventual answer", async () => {
    stub.handle(sequence(unavailable, unavailable, ok));
    const { api, delays } = stubClient(stub);
    await expect(api.assessments.get("int_1")).resolves.toMatchObject({ identifier: "int_1" });
    expect(stub.requests).toHaveLength(3);
    expect(delays).toEqual([188, 375]); // random 0.5: half of 250 ms plus a quarter, then of 500 ms
  });

  it("stops after 3 attempts and throws the last error", async () => {
    stub.handle(sequence(unavailable));
    const { api, delays } = stubClient(stub);
    await expect(api.assessments.get("int_1")).rejects.toBeInstanceOf(ServerError);
    expect(stub.requests).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it("honours maxAttempts when configured", async () => {
    stub.handle(sequence(unavailable));
    await expect(stubClient(stub, { maxAttempts: 5 }).api.problems.get("p1")).rejects.toBeInstanceOf(ServerError);
    expect(stub.requests).toHaveLength(5);
  });

  it("waits as long as Retry-After says, in seconds", async () => {
    stub.handle(
      sequence(
        { status: 429, json: { error: "Too Many Requests", message: "Slow down" }, headers: { "retry-after": "2" } },
        ok,
      ),
    );
    const { api, delays } = stubClient(stub);
    await api.assessments.get("int_1");
    expect(delays).toEqual([2000]);
  });

  it("waits until a Retry-After HTTP date", async () => {
    const now = Date.parse("2025-03-01T10:00:00Z");
    const retryAt = new Date(now + 3000).toUTCString();
    stub.handle(
      sequence(
        { status: 503, json: { error: "Unavailable", message: "Maintenance" }, headers: { "retry-after": retryAt } },
        ok,
      ),
    );
    const { api, delays } = stubClient(stub, { now: () => now });
    await api.assessments.get("int_1");
    expect(delays).toEqual([3000]);
  });

  it("does not sit through a Retry-After longer than 30 s: the error carries it instead", async () => {
    stub.handle(
      sequence(
        { status: 429, json: { error: "Too Many Requests", message: "Slow down" }, headers: { "retry-after": "120" } },
        ok,
      ),
    );
    const { api, delays } = stubClient(stub);
    const error = await api.assessments.get("int_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(120);
    expect(delays).toEqual([]);
  });

  it("retries a timeout and a dropped connection", async () => {
    stub.handle(sequence({ hang: true }, { drop: true }, ok));
    const { api, delays } = stubClient(stub, { timeoutMs: 100 });
    await expect(api.assessments.get("int_1")).resolves.toMatchObject({ identifier: "int_1" });
    expect(stub.requests).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it("throws TimeoutError after three timed-out attempts", async () => {
    stub.handle(sequence({ hang: true }));
    // Long enough for each attempt to reach the stub on a loaded machine before it times out.
    await expect(stubClient(stub, { timeoutMs: 250 }).api.results.get("int_1")).rejects.toBeInstanceOf(TimeoutError);
    expect(stub.requests).toHaveLength(3);
  });

  it("does not retry a 4xx other than 429", async () => {
    stub.handle(sequence({ status: 404, json: { error: "Not Found", message: "No such interview" } }, ok));
    await expect(stubClient(stub).api.assessments.get("int_1")).rejects.toBeInstanceOf(NotFoundError);
    expect(stub.requests).toHaveLength(1);
  });

  it("retries IP telemetry, a POST that is idempotent by design", async () => {
    stub.handle(sequence(unavailable, { drop: true }, accepted));
    await expect(stubClient(stub).api.candidates.reportIp("cand_1", reading)).resolves.toEqual({
      status: "accepted",
      id: "ip_1",
      duplicate: false,
    });
    expect(stub.requests.map((r) => r.json)).toEqual([reading, reading, reading]);
  });
});

describe("no retries for other writes", () => {
  it.each([
    ["5xx", unavailable, ServerError],
    ["dropped connection", { drop: true } as const, NetworkError],
  ])("creating a candidate is attempted once on %s", async (_, reply, type) => {
    stub.handle(sequence(reply, { status: 200, json: { success: true, identifier: "cand_1" } }));
    await expect(
      stubClient(stub).api.candidates.create({ name: "Ada", email: "ada@example.com" }),
    ).rejects.toBeInstanceOf(type);
    expect(stub.requests).toHaveLength(1);
  });

  it("updating a problem and triggering Scout are attempted once on 429", async () => {
    stub.handle(sequence({ status: 429, json: { error: "Too Many Requests", message: "Slow down" } }));
    const { api } = stubClient(stub);
    await expect(api.problems.update("p1", { desiredTime: 40 })).rejects.toBeInstanceOf(RateLimitedError);
    await expect(api.candidates.triggerScout("cand_1", { phone: "+14155550100" })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(stub.requests).toHaveLength(2);
  });
});

describe("backoff and Retry-After parsing", () => {
  it("doubles per attempt within [half, full] of the ceiling and caps at 5 s", () => {
    expect(backoffDelay(1, () => 0)).toBe(125);
    expect(backoffDelay(1, () => 0.999)).toBe(250);
    expect(backoffDelay(3, () => 0)).toBe(500);
    expect(backoffDelay(12, () => 0.999)).toBe(4998);
    expect(backoffDelay(12, () => 0)).toBe(2500);
  });

  it("reads delay-seconds and HTTP dates, and ignores what it cannot read", () => {
    const now = Date.parse("2025-03-01T10:00:00Z");
    expect(parseRetryAfter("5", now)).toBe(5);
    expect(parseRetryAfter("Sat, 01 Mar 2025 10:00:10 GMT", now)).toBe(10);
    expect(parseRetryAfter("Sat, 01 Mar 2025 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

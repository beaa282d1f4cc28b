import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getMetrics } from "@/lib/metrics/definitions";
import { parseSamples, sampleValue } from "@/testing/metrics/samples";
import { ServerError } from "./errors";
import { assessment } from "../../testing/screening-api/fixtures";
import { stubClient } from "../../testing/screening-api/stub-client";
import { sequence, startStub, type Stub } from "../../testing/screening-api/stub-server";

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
  getMetrics().registry.resetMetrics();
});
afterEach(() => stub.stop());

const value = async (name: string, labels: Record<string, string>) =>
  sampleValue(parseSamples(await getMetrics().registry.metrics()), name, labels);

describe("metrics of the screening-API client", () => {
  it("counts every attempt by operation and status, 429s apart, and times each", async () => {
    stub.handle(
      sequence(
        { status: 429, json: { error: "Too Many Requests", message: "Slow down" }, headers: { "retry-after": "1" } },
        { status: 503, json: { error: "Service Unavailable", message: "Try later" } },
        { status: 200, json: { interview: assessment(1) } },
      ),
    );
    await stubClient(stub).api.assessments.get("int_secret_id");
    const operation = "GET /assessments/{id}";
    expect(await value("screening_api_requests_total", { operation, status: "429" })).toBe(1);
    expect(await value("screening_api_requests_total", { operation, status: "503" })).toBe(1);
    expect(await value("screening_api_requests_total", { operation, status: "200" })).toBe(1);
    expect(await value("screening_api_rate_limited_total", { operation })).toBe(1);
    expect(await value("screening_api_request_duration_seconds_count", { operation, status: "200" })).toBe(1);
    expect(await value("screening_api_limiter_wait_seconds_count", { lane: "interactive" })).toBe(3);
    expect(await getMetrics().registry.metrics()).not.toContain("int_secret_id");
  });

  it("names the failure when no answer came", async () => {
    stub.handle(sequence({ status: 500, json: { error: "x", message: "y" } }));
    await expect(stubClient(stub, { maxAttempts: 1 }).api.results.get("int_1")).rejects.toBeInstanceOf(ServerError);
    expect(await value("screening_api_requests_total", { operation: "GET /results/{id}", status: "500" })).toBe(1);
  });
});

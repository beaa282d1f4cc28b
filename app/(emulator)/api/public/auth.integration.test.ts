import { describe, expect, it } from "vitest";
import { callApi, createTestOrganization, sleep, sql } from "@/testing/sandbox/api-client";

/** Every endpoint of spec part 4; ids need not exist, the key is checked first. */
const endpoints: [string, string][] = [
  ["POST", "/assessments"],
  ["GET", "/assessments"],
  ["GET", "/assessments/int_x"],
  ["GET", "/assessments/candidate/cand_x"],
  ["POST", "/problems"],
  ["GET", "/problems/prob_x"],
  ["PATCH", "/problems/prob_x"],
  ["GET", "/problems/prob_x/shared"],
  ["POST", "/candidates"],
  ["GET", "/candidates"],
  ["GET", "/candidates/cand_x"],
  ["GET", "/candidates/email/a%40example.com"],
  ["POST", "/candidates/cand_x/ip-telemetry"],
  ["POST", "/candidates/cand_x/scout"],
  ["GET", "/results/int_x"],
  ["GET", "/results/int_x/shared"],
  ["GET", "/results/int_x/pdf"],
];

/** IP telemetry's error shape (spec part 7) has `details`. */
const ipTelemetryDetails = (path: string) => (path.endsWith("/ip-telemetry") ? { details: null } : {});

describe("authentication (spec part 5)", () => {
  it.each(endpoints)("%s %s answers 401 { error, message } without a key", async (method, path) => {
    const response = await callApi(method, path, { key: null, body: method === "GET" ? undefined : {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: "Unauthorized",
      message: expect.stringMatching(/missing/),
      ...ipTelemetryDetails(path),
    });
  });

  it.each(endpoints)("%s %s answers 401 { error, message } with a wrong key", async (method, path) => {
    const response = await callApi(method, path, { key: "sbx_not_a_key", body: method === "GET" ? undefined : {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: "Unauthorized",
      message: expect.stringMatching(/invalid/),
      ...ipTelemetryDetails(path),
    });
  });

  it("accepts each configured organization's key", async () => {
    expect((await callApi("GET", "/candidates", { key: "sbx_acme_demo" })).status).toBe(200);
    expect((await callApi("GET", "/candidates", { key: "sbx_globex_demo" })).status).toBe(200);
  });

  it("stores keys hashed, never in clear", async () => {
    const rows = await sql<{ keyHash: string }>(
      `SELECT "keyHash" FROM sandbox.api_key WHERE "organizationId" IN ('acme', 'globex')`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.keyHash).not.toContain("sbx_");
    }
  });
});

describe("rate limiting", () => {
  it("answers 429 { error, message } with Retry-After past the key's limit, then lets the caller back in", async () => {
    const org = await createTestOrganization({ rateLimitPerSecond: 2 });
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof callApi>> | undefined;
    for (let i = 0; i < 4; i++) {
      const response = await callApi("GET", "/candidates", { key: org.key });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(limited).toBeDefined();
    expect(limited!.body).toEqual({ error: "Too Many Requests", message: expect.stringContaining("Rate limit") });
    const retryAfter = Number(limited!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // Another organization's key is not affected.
    expect((await callApi("GET", "/candidates")).status).toBe(200);
    await sleep(retryAfter * 1000);
    expect((await callApi("GET", "/candidates", { key: org.key })).status).toBe(200);
  });
});

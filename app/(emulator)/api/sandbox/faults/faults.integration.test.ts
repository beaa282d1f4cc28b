import { describe, expect, it } from "vitest";
import { ACME_KEY, callApi, callControl, createTestOrganization, sleep, sql } from "@/testing/sandbox/api-client";

const setFaults = (key: string, body: unknown) => callControl("POST", "/faults", { key, body });

describe("/api/sandbox/faults", () => {
  it("reads no faults of its own for a fresh organization, with the env defaults in effect", async () => {
    const { key } = await createTestOrganization();
    const response = await callControl("GET", "/faults", { key });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      faults: { rateLimitPerSecond: null, errorRate: null, latencyMs: null },
      effective: { rateLimitPerSecond: 200, errorRate: 0, latencyMs: 0 },
    });
  });

  it("with errorRate 1 fails every public call with 429 (Retry-After) or 500 in the endpoint's shape, writes nothing, and spares the controls", async () => {
    const { id, key } = await createTestOrganization();
    const set = await setFaults(key, { errorRate: 1 });
    expect(set.body.faults).toEqual({ rateLimitPerSecond: null, errorRate: 1, latencyMs: null });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await callApi("POST", "/candidates", {
        key,
        body: { name: "Faulty Call", email: `fault-${i}@example.com` },
      });
      statuses.push(response.status);
      expect(response.body).toEqual({
        error: response.status === 429 ? "Too Many Requests" : "Internal Server Error",
        message: expect.stringContaining("injected"),
      });
      if (response.status === 429) expect(response.headers.get("retry-after")).toBe("1");
    }
    expect(new Set(statuses)).toEqual(new Set([429, 500]));
    expect(await sql(`SELECT 1 FROM sandbox.candidate WHERE "organizationId" = $1`, [id])).toHaveLength(0);
    const problems = await callApi("GET", "/problems/prob_unknown", { key });
    expect([429, 500]).toContain(problems.status);
    // 429 has { error, message } on every endpoint; other errors of the problems family are { error }.
    expect(Object.keys(problems.body)).toEqual(problems.status === 429 ? ["error", "message"] : ["error"]);

    expect((await callControl("GET", "/faults", { key })).status).toBe(200);
    expect((await callControl("GET", "/webhook-deliveries", { key })).status).toBe(200);
    expect((await callApi("GET", "/candidates", { key: ACME_KEY })).status).toBe(200);

    expect((await setFaults(key, { errorRate: 0 })).body.faults.errorRate).toBeNull();
    expect((await callApi("GET", "/candidates", { key })).status).toBe(200);
  });

  it("adds latency to public calls only", async () => {
    const { key } = await createTestOrganization();
    await setFaults(key, { latencyMs: 400 });
    let started = Date.now();
    expect((await callApi("GET", "/candidates", { key })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    started = Date.now();
    await callControl("GET", "/faults", { key });
    expect(Date.now() - started).toBeLessThan(400);
    expect((await setFaults(key, { latencyMs: null })).body).toEqual({
      faults: { rateLimitPerSecond: null, errorRate: null, latencyMs: null },
      effective: { rateLimitPerSecond: 200, errorRate: 0, latencyMs: 0 },
    });
  });

  it("lowers the organization's rate limit, answering 429 with Retry-After past it, until cleared", async () => {
    const { key } = await createTestOrganization();
    expect((await setFaults(key, { rateLimitPerSecond: 1 })).body.effective.rateLimitPerSecond).toBe(1);
    expect((await callApi("GET", "/candidates", { key })).status).toBe(200);
    const limited = await callApi("GET", "/candidates", { key });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    for (let i = 0; i < 3; i++) expect((await callControl("GET", "/faults", { key })).status).toBe(200);
    await setFaults(key, { rateLimitPerSecond: 0 });
    await sleep(1000);
    for (let i = 0; i < 5; i++) expect((await callApi("GET", "/candidates", { key })).status).toBe(200);
  });

  it("changes only the fields sent", async () => {
    const { key } = await createTestOrganization();
    await setFaults(key, { errorRate: 0.25, latencyMs: 10 });
    const after = await setFaults(key, { rateLimitPerSecond: 50 });
    expect(after.body.faults).toEqual({ rateLimitPerSecond: 50, errorRate: 0.25, latencyMs: 10 });
    expect((await callControl("GET", "/faults", { key })).body).toEqual(after.body);
  });

  it.each([
    [{ errorRate: 1.5 }],
    [{ errorRate: -0.1 }],
    [{ latencyMs: -1 }],
    [{ latencyMs: 60_000 }],
    [{ rateLimitPerSecond: 2.5 }],
    [{ errorRate: "high" }],
    [{ errorrate: 1 }],
  ])("answers 400 { error, message } to %j", async (body) => {
    const { key } = await createTestOrganization();
    const response = await setFaults(key, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "Bad Request", message: expect.any(String) });
    expect((await callControl("GET", "/faults", { key })).body.faults).toEqual({
      rateLimitPerSecond: null,
      errorRate: null,
      latencyMs: null,
    });
  });

  it("answers 401 without a valid key", async () => {
    expect((await callControl("GET", "/faults", { key: null })).status).toBe(401);
    expect((await callControl("POST", "/faults", { key: "sbx_nobody", body: { errorRate: 1 } })).status).toBe(401);
  });
});

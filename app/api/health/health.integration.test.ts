import { describe, expect, inject, it } from "vitest";

describe("GET /api/health", () => {
  it("reports the database, sandbox mode and whether the read model is syncing, nothing private", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      status: "ok",
      database: "ok",
      sandbox: true,
      sync: { running: expect.any(Boolean), lastCompletedAt: expect.any(String) },
    });
    expect(Date.parse(body.sync.lastCompletedAt)).toBeLessThanOrEqual(Date.now());
  });

  it("is ready once the read model holds a full copy (the test server waited for that)", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/health?ready`);
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe("ok");
  });
});

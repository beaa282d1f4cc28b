import { describe, expect, it } from "vitest";
import { inject } from "../../../testing/inject";

describe("GET /api/health", () => {
  it("is liveness: the process answers, with nothing private and no database figure", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", draining: false, sandbox: true });
  });

  it("?ready is readiness: the database answers, every migration of this code is applied, the read model is copied", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/health?ready`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      status: "ok",
      database: "ok",
      migrations: "ok",
      sandbox: true,
      sync: { running: expect.any(Boolean), lastCompletedAt: expect.any(String) },
    });
    expect(Date.parse(body.sync.lastCompletedAt)).toBeLessThanOrEqual(Date.now());
  });
});

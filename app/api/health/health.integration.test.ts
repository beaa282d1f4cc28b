import { describe, expect, inject, it } from "vitest";

describe("GET /api/health", () => {
  it("reports the database and sandbox mode", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok", sandbox: true });
  });
});

import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api-contract/openapi";
import { callApi } from "@/testing/sandbox/api-client";

describe("GET /api/public/openapi.json", () => {
  it("serves the OpenAPI document without a key, cacheable", async () => {
    const response = await callApi("GET", "/openapi.json", { key: null });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});

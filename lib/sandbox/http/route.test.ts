import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/logging/logger";

const settings = vi.hoisted(() => ({
  sandboxEnabled: true,
  rate: 100,
  errorRate: 0,
  latencyMs: 0,
  conformanceLog: undefined as string | undefined,
}));
type Organization = {
  id: string;
  rateLimitPerSecond: number | null;
  faultErrorRate: number | null;
  faultLatencyMs: number | null;
};
const caller = vi.hoisted(() => ({ current: null as null | { organization: Organization; keyHash: string } }));

vi.mock("@/lib/env", () => ({
  get sandboxEnabled() {
    return settings.sandboxEnabled;
  },
  env: {
    // The logger (lib/logging) reads it; these tests expect failures, which it would print.
    LOG_LEVEL: "silent",
    get SANDBOX_RATE_LIMIT_PER_SECOND() {
      return settings.rate;
    },
    get SANDBOX_FAULT_ERROR_RATE() {
      return settings.errorRate;
    },
    get SANDBOX_FAULT_LATENCY_MS() {
      return settings.latencyMs;
    },
    get SANDBOX_CONFORMANCE_LOG() {
      return settings.conformanceLog;
    },
  },
}));
vi.mock("../auth", () => ({ findCaller: async () => caller.current }));

const { sandboxControlRoute, sandboxRoute } = await import("./route");
const { badRequest, notFound, SandboxError } = await import("./errors");

const request = (key?: string) =>
  new Request("http://sandbox.test/api/public/x", { headers: key ? { "x-api-key": key } : {} });
const context = { params: Promise.resolve({}) };
let keyCounter = 0;

describe("sandboxRoute", () => {
  beforeEach(() => {
    settings.sandboxEnabled = true;
    settings.rate = 100;
    settings.errorRate = 0;
    settings.latencyMs = 0;
    settings.conformanceLog = undefined;
    caller.current = {
      organization: { id: "acme", rateLimitPerSecond: null, faultErrorRate: null, faultLatencyMs: null },
      keyHash: `hash-${++keyCounter}`,
    };
  });

  it("answers 404 when the sandbox is off, before looking at the key", async () => {
    settings.sandboxEnabled = false;
    const handler = vi.fn();
    const response = await sandboxRoute("message", handler)(request("k"), context);
    expect(response.status).toBe(404);
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers 401 { error, message } in every family (IP telemetry's with details: null) when the key is missing or unknown", async () => {
    caller.current = null;
    for (const family of ["message", "problems", "ip-telemetry"] as const) {
      const details = family === "ip-telemetry" ? { details: null } : {};
      const missing = await sandboxRoute(family, async () => new Response())(request(), context);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({
        error: "Unauthorized",
        message: "The x-api-key header is missing",
        ...details,
      });
      const wrong = await sandboxRoute(family, async () => new Response())(request("nope"), context);
      expect(await wrong.json()).toEqual({ error: "Unauthorized", message: "The API key is invalid", ...details });
    }
  });

  it("hands the caller's organization and the params to the handler", async () => {
    const route = sandboxRoute<{ id: string }>("message", async ({ organization, params }) =>
      Response.json({ org: organization.id, id: params.id }),
    );
    const response = await route(request("k"), { params: Promise.resolve({ id: "x1" }) });
    expect(await response.json()).toEqual({ org: "acme", id: "x1" });
  });

  it("shapes expected errors by family", async () => {
    const fail = (error: Error) => async () => {
      throw error;
    };
    expect(await (await sandboxRoute("message", fail(notFound("gone")))(request("k"), context)).json()).toEqual({
      error: "Not Found",
      message: "gone",
    });
    expect(await (await sandboxRoute("problems", fail(notFound("gone")))(request("k"), context)).json()).toEqual({
      error: "gone",
    });
    const ip = await sandboxRoute("ip-telemetry", fail(badRequest("bad", [{ path: "ipAddress" }])))(
      request("k"),
      context,
    );
    expect(ip.status).toBe(400);
    expect(await ip.json()).toEqual({ error: "bad", details: [{ path: "ipAddress" }] });
    const custom = await sandboxRoute("message", fail(new SandboxError(409, "x", { body: { errorCode: "E" } })))(
      request("k"),
      context,
    );
    expect(await custom.json()).toEqual({ errorCode: "E" });
  });

  it("logs unexpected errors and answers 500 in the family's shape without details", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const response = await sandboxRoute("problems", async () => {
      throw new Error("database exploded: secret detail");
    })(request("k"), context);
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(JSON.stringify(body)).not.toContain("secret");
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: "database exploded: secret detail" }) }),
      "sandbox: a request failed",
    );
    log.mockRestore();
  });

  it("answers 429 with Retry-After past the per-key rate, honouring the organization's override", async () => {
    caller.current!.organization.rateLimitPerSecond = 1;
    const route = sandboxRoute("problems", async () => new Response("ok"));
    expect((await route(request("k"), context)).status).toBe(200);
    const limited = await route(request("k"), context);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(await limited.json()).toEqual({
      error: "Too Many Requests",
      message: expect.stringContaining("1 requests per second"),
    });
  });

  it("injects the organization's faults into public routes only, before the handler runs", async () => {
    caller.current!.organization.faultErrorRate = 1;
    const handler = vi.fn(async () => new Response("ok"));
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const response = await sandboxRoute("message", handler)(request("k"), context);
      statuses.add(response.status);
      if (response.status === 429) expect(response.headers.get("retry-after")).toBe("1");
      expect(await response.json()).toEqual({
        error: expect.any(String),
        message: expect.stringContaining("injected"),
      });
    }
    expect(statuses).toEqual(new Set([429, 500]));
    expect(handler).not.toHaveBeenCalled();
    expect((await sandboxControlRoute(handler)(request("k"), context)).status).toBe(200);
  });

  it("falls back to the env defaults when the organization sets no faults", async () => {
    settings.errorRate = 1;
    expect([429, 500]).toContain(
      (await sandboxRoute("message", async () => new Response("ok"))(request("k"), context)).status,
    );
    settings.errorRate = 0;
    settings.latencyMs = 120;
    const started = Date.now();
    expect((await sandboxRoute("message", async () => new Response("ok"))(request("k"), context)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it("keeps the controls on the default rate, in a bucket apart from the public API's", async () => {
    caller.current!.organization.rateLimitPerSecond = 1;
    const publicRoute = sandboxRoute("message", async () => new Response("ok"));
    expect((await publicRoute(request("k"), context)).status).toBe(200);
    expect((await publicRoute(request("k"), context)).status).toBe(429);
    const control = sandboxControlRoute(async () => new Response("ok"));
    for (let i = 0; i < 5; i++) expect((await control(request("k"), context)).status).toBe(200);
  });

  it("appends public responses that do not conform to the OpenAPI document to SANDBOX_CONFORMANCE_LOG", async () => {
    settings.conformanceLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "conformance-")), "log.jsonl");
    const ipTelemetry = (body: unknown) =>
      sandboxRoute("ip-telemetry", async () => Response.json(body, { status: 202 }))(
        new Request("http://sandbox.test/api/public/candidates/cand_1/ip-telemetry", {
          method: "POST",
          headers: { "x-api-key": "k" },
        }),
        context,
      );
    expect((await ipTelemetry({ status: "accepted", id: "ipr_1", duplicate: false })).status).toBe(202);
    expect(fs.existsSync(settings.conformanceLog)).toBe(false);
    const response = await ipTelemetry({ status: "accepted", id: "ipr_1" });
    expect(await response.json()).toEqual({ status: "accepted", id: "ipr_1" });
    const lines = fs
      .readFileSync(settings.conformanceLog, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      {
        method: "POST",
        path: "/api/public/candidates/cand_1/ip-telemetry",
        status: 202,
        body: { status: "accepted", id: "ipr_1" },
        problems: [
          "POST /api/public/candidates/{candidateId}/ip-telemetry 202: (body) must have required property 'duplicate'",
        ],
      },
    ]);
    fs.rmSync(path.dirname(settings.conformanceLog), { recursive: true });
  });
});

import { Writable } from "node:stream";
import { context, trace, type SpanContext } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./create-logger";
import { withLogContext } from "./log-context";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger("info", stream), lines };
}

const manager = new AsyncLocalStorageContextManager();
beforeAll(() => void context.setGlobalContextManager(manager.enable()));
afterAll(() => {
  manager.disable();
  context.disable();
});

describe("createLogger", () => {
  it("writes one JSON object per line with an ISO time, the level's name and the message", () => {
    const { logger, lines } = capture();
    logger.warn({ run: "7" }, "sync: run stopped");
    expect(lines).toEqual([
      expect.objectContaining({ level: "warn", msg: "sync: run stopped", run: "7", service: "screening-dashboard" }),
    ]);
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
  });

  it("never writes passwords, tokens, keys, secrets, cookies or Authorization headers", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: "hunter2",
        user: { email: "ada@example.com", passwordHash: "$2b$hash" },
        request: { headers: { authorization: "Bearer abc", cookie: "next-auth.session-token=xyz", "x-api-key": "k" } },
        config: { apiKey: "sbx_acme_demo", clientSecret: "s3cret" },
        token: "t0k3n",
      },
      "everything at once",
    );
    const text = JSON.stringify(lines[0]);
    for (const secret of ["hunter2", "$2b$hash", "Bearer abc", "session-token=xyz", "sbx_acme_demo", "s3cret", "t0k3n"])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ password: "[redacted]", user: { email: "ada@example.com" } });
    expect(text).not.toContain('"k"');
  });

  it("keeps an error's message and stack as fields", () => {
    const { logger, lines } = capture();
    logger.error({ err: new Error("boom") }, "failed");
    expect(lines[0]).toMatchObject({ err: { type: "Error", message: "boom", stack: expect.stringContaining("boom") } });
  });

  it("carries the trace and span of the work in progress, and the job it belongs to", () => {
    const { logger, lines } = capture();
    const span: SpanContext = {
      traceId: "0af7651916cd43dd8448eb211c80319c",
      spanId: "b7ad6b7169203331",
      traceFlags: 1,
    };
    context.with(trace.setSpanContext(context.active(), span), () =>
      withLogContext({ jobId: "42", jobKind: "sync.reconcile" }, () => logger.info("inside")),
    );
    logger.info("outside");
    expect(lines[0]).toMatchObject({
      trace_id: span.traceId,
      span_id: span.spanId,
      job_id: "42",
      job_kind: "sync.reconcile",
    });
    expect(lines[1]).not.toHaveProperty("trace_id");
    expect(lines[1]).not.toHaveProperty("job_id");
  });
});

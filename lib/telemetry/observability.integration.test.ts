import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { parseSamples, sampleValue } from "@/testing/metrics/samples";
import { createScreeningApi } from "@/lib/screening-api/create-screening-api";
import { signIn } from "@/testing/http-session";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { startOtlpCollector } from "../../emulators/otlp/collector";
import { untilDefined } from "@/testing/until";

// A second app instance on the run's database, with METRICS_TOKEN and OTEL_EXPORTER_OTLP_ENDPOINT set (the run's
// own server has neither), exporting its traces to a stand-in collector on 127.0.0.1.
const token = "metrics-token-for-the-integration-run";
let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  collector = await startOtlpCollector();
  dataDir = temporaryDataDir("screening-obs-");
  server = await startAppServer({
    databaseUrl: inject("databaseUrl"),
    dataDir,
    env: {
      WEBHOOK_SECRET: inject("webhookSecret"),
      METRICS_TOKEN: token,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_SERVICE_NAME: "dashboard-under-test",
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await collector?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const scrape = (authorization?: string) =>
  fetch(`${server.baseUrl}/api/metrics`, { headers: authorization ? { authorization } : {} });

/**
 * A candidate of the demo organization with a completed screen, found through the API as a page would. Their page
 * reads them through the API on every view (a result page reads the results the read model holds instead).
 */
async function candidateWithResults(): Promise<string> {
  const api = createScreeningApi({
    baseUrl: inject("baseUrl"),
    apiKey: "sbx_acme_demo",
    maxRps: 10,
    maxConcurrency: 2,
  });
  // Newest first: screens issued by earlier test files come before the seeded completed ones, so look further.
  for (let page = 1; page <= 10; page += 1) {
    const { assessments, totalPages } = await api.assessments.list({ pageSize: 200, page });
    const completed = assessments.find((a) => a.status === "Completed");
    if (completed) return completed.candidateId;
    if (typeof totalPages === "number" && page >= totalPages) break;
  }
  throw new Error("the seeded sandbox has no completed screen");
}

/** Waits for what the collector received (testing/until.ts). */
const poll = <T>(what: string, read: () => T | undefined, timeoutMs = 30_000) =>
  untilDefined(what, async () => read(), timeoutMs);

describe("GET /api/metrics", () => {
  it("does not exist where METRICS_TOKEN is unset", async () => {
    expect(
      (await fetch(`${inject("baseUrl")}/api/metrics`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
  });

  it("asks for the bearer token, and refuses a wrong one", async () => {
    const missing = await scrape();
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await scrape(`Bearer ${token}-wrong`)).status).toBe(401);
    expect((await scrape(`Basic ${token}`)).status).toBe(401);
  });

  it("exports every family by name, counts what happened, and labels nothing with an identifier or an email", async () => {
    const candidateId = await candidateWithResults();
    const cookie = await signIn(server.baseUrl, "recruiter@sandbox.test");
    expect((await fetch(`${server.baseUrl}/candidates/${candidateId}`, { headers: { cookie } })).status).toBe(200);
    await expect(signIn(server.baseUrl, "recruiter@sandbox.test", "not-the-password")).rejects.toThrow();
    expect((await fetch(`${server.baseUrl}/api/webhooks/screening`, { method: "POST", body: "{}" })).status).toBe(401);

    const response = await scrape(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const family of [
      "screening_api_requests_total",
      "screening_api_request_duration_seconds",
      "screening_api_rate_limited_total",
      "screening_api_limiter_wait_seconds",
      "sync_runs_total",
      "sync_run_duration_seconds",
      "sync_items_total",
      "sync_last_completed_timestamp_seconds",
      "sync_lag_seconds",
      "webhooks_received_total",
      "webhook_receipt_lag_seconds",
      "webhooks_processed_total",
      "webhook_processing_lag_seconds",
      "webhooks_backlog",
      "outbox_deliveries_total",
      "sign_in_failures_total",
      "sign_in_throttled_total",
      "jobs_queue_depth",
      "job_runs_total",
      "job_duration_seconds",
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
    ])
      expect(text).toContain(`# TYPE ${family} `);

    const samples = parseSamples(text);
    const candidate = { operation: "GET /candidates/{id}", status: "200" };
    expect(sampleValue(samples, "screening_api_requests_total", candidate)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, "screening_api_request_duration_seconds_count", candidate)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, "screening_api_limiter_wait_seconds_count", { lane: "interactive" })).toBeGreaterThan(
      0,
    );
    expect(sampleValue(samples, "sign_in_failures_total", { reason: "password" })).toBe(1);
    expect(sampleValue(samples, "webhooks_received_total", { type: "unknown", outcome: "unauthorized" })).toBe(1);
    // The run's own server synced the shared database before the suite started.
    expect(sampleValue(samples, "sync_last_completed_timestamp_seconds")).toBeGreaterThan(1_700_000_000);
    expect(sampleValue(samples, "sync_lag_seconds")).toBeGreaterThanOrEqual(0);
    for (const status of ["received", "processing", "failed"])
      expect(samples.some((s) => s.name === "webhooks_backlog" && s.labels.status === status)).toBe(true);

    expect(text).not.toContain(candidateId);
    expect(text).not.toContain("@");
    const labelValues = samples.flatMap((s) => Object.values(s.labels));
    expect(labelValues.filter((v) => /int_|cand_|[0-9a-f]{8}-[0-9a-f]{4}/i.test(v))).toEqual([]);
  });
});

describe("traces", () => {
  it("reach the collector: a page request's trace holds its screening-API call and its database queries", async () => {
    const candidateId = await candidateWithResults();
    const cookie = await signIn(server.baseUrl, "manager@sandbox.test");
    expect((await fetch(`${server.baseUrl}/candidates/${candidateId}`, { headers: { cookie } })).status).toBe(200);

    const apiSpan = await poll("a screening-API span", () =>
      collector.spans.find((s) => s.name === "screening-api GET /candidates/{id}"),
    );
    expect(apiSpan.serviceName).toBe("dashboard-under-test");
    expect(apiSpan.kind).toBe(3); // SPAN_KIND_CLIENT
    const status = apiSpan.attributes?.find((a) => a.key === "http.response.status_code")?.value.intValue;
    expect(Number(status)).toBe(200);
    const trace = await poll("the page's own spans", () => {
      const spans = collector.spans.filter((s) => s.traceId === apiSpan.traceId);
      return spans.some((s) => !s.parentSpanId) && spans.some((s) => s.name.startsWith("prisma:")) ? spans : undefined;
    });
    const root = trace.find((s) => !s.parentSpanId)!;
    const attribute = (span: (typeof trace)[number], key: string) =>
      span.attributes?.find((a) => a.key === key)?.value.stringValue;
    // Next.js's request span is the root: the page it rendered is named on its spans.
    expect(root.name).toBe("GET");
    expect(attribute(root, "http.target")).toBe(`/candidates/${candidateId}`);
    expect(trace.some((span) => attribute(span, "next.route") === "/candidates/[candidateId]")).toBe(true);
    // No span names an identifier where a template belongs.
    expect(trace.filter((s) => s.name.startsWith("screening-api") && s.name.includes(candidateId))).toEqual([]);
  });
});

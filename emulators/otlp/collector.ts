import { gunzipSync } from "node:zlib";
import { answer, startEmulatorServer } from "../kit/server";

/** A span as an OTLP/HTTP JSON export carries it (the fields the tests read). */
export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: ExportedSpan["attributes"] };
    scopeSpans?: { scope?: { name?: string }; spans?: ExportedSpan[] }[];
  }[];
}

/**
 * A stand-in OpenTelemetry collector on 127.0.0.1: accepts OTLP/HTTP JSON exports at /v1/traces (bodies up to
 * 16 MB, gzip or not) and keeps their spans with the resource's service name.
 */
export async function startOtlpCollector() {
  const spans: (ExportedSpan & { serviceName?: string })[] = [];
  const server = await startEmulatorServer((request) => {
    if (request.method !== "POST" || request.url.pathname !== "/v1/traces") return answer(404, null);
    const body = request.headers["content-encoding"] === "gzip" ? gunzipSync(request.raw) : request.raw;
    const exported = JSON.parse(body.toString("utf8")) as ExportRequest;
    for (const resourceSpans of exported.resourceSpans ?? []) {
      const serviceName = resourceSpans.resource?.attributes?.find((a) => a.key === "service.name")?.value
        .stringValue as string | undefined;
      for (const scope of resourceSpans.scopeSpans ?? [])
        for (const span of scope.spans ?? []) spans.push({ ...span, serviceName });
    }
    return answer(200, {});
  });
  return { endpoint: server.url, spans, stop: server.close };
}

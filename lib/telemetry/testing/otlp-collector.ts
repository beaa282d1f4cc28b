import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

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
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > 16 * 1024 * 1024) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces") {
        response.writeHead(404).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
      const exported = JSON.parse(body.toString("utf8")) as ExportRequest;
      for (const resourceSpans of exported.resourceSpans ?? []) {
        const serviceName = resourceSpans.resource?.attributes?.find((a) => a.key === "service.name")?.value
          .stringValue as string | undefined;
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? []) spans.push({ ...span, serviceName });
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

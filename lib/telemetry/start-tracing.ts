import "server-only";
import { randomUUID } from "node:crypto";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { AlwaysOffSampler, BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { PrismaInstrumentation, registerInstrumentations } from "@prisma/instrumentation";
import { env } from "@/lib/env";
import { redactQuerySecretsProcessor } from "./redact-query-secrets";

/** Where OTLP/HTTP traces go, under the collector's base URL (the OpenTelemetry convention for the variable). */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, "")}/v1/traces`;
}

/**
 * Registers this process's tracer provider (once, from instrumentation.ts): Next.js then traces every request,
 * page render, route handler and server action; Prisma every query; lib/screening-api every call; jobs theirs
 * (withJobSpan). Spans are exported to OTEL_EXPORTER_OTLP_ENDPOINT when it is set. Unset, nothing leaves the
 * process and nothing is recorded: the provider samples nothing (every span is a non-recording one that still
 * carries a trace id for the logs) and Prisma's queries are not instrumented. Spans nobody reads would still cost
 * every page view (one per Prisma query, per render, per fetch).
 */
export function startTracing(): void {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      "service.name": env.OTEL_SERVICE_NAME,
      "service.instance.id": randomUUID(),
    }),
    // The redaction runs first: processors see a span in this order, and it rewrites attributes as the span starts.
    spanProcessors: endpoint
      ? [redactQuerySecretsProcessor, new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(endpoint) }))]
      : [],
    ...(endpoint ? {} : { sampler: new AlwaysOffSampler() }),
  });
  provider.register();
  if (endpoint) registerInstrumentations({ tracerProvider: provider, instrumentations: [new PrismaInstrumentation()] });
  // Spans still buffered are sent before the process ends (Next.js stops on SIGTERM).
  if (endpoint) process.once("beforeExit", () => void provider.shutdown());
}

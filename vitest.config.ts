import path from "node:path";
import { defineConfig } from "vitest/config";

const integrationWorkers = Math.max(1, Number(process.env.INTEGRATION_WORKERS) || 2);

const shared = {
  resolve: { alias: { "@": path.resolve("."), "server-only": path.resolve("testing/empty-module.ts") } },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          environment: "node",
          include: ["{app,components,lib,scripts,emulators,testing}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
        },
      },
      {
        ...shared,
        test: {
          name: "integration",
          environment: "node",
          include: ["{app,components,lib,scripts,emulators,testing}/**/*.integration.test.ts"],
          globalSetup: ["testing/integration-setup.ts"],
          setupFiles: ["testing/conformance-check.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One app server and database per worker (testing/integration-setup.ts); each worker's files run one at
          // a time against its own. Two workers unless INTEGRATION_WORKERS says otherwise (docs/development/tests.md).
          maxWorkers: integrationWorkers,
        },
      },
      {
        ...shared,
        test: {
          // `npm run test:reliability` (scripts/reliability.ts), not part of `npm test`: fuzz, crash, leak and limit
          // checks against a server of their own (reliability/setup.ts). The RBAC matrix and the erasure's reach are
          // integration files, run by `npm test` (once: they ran here a second time, 32 s of CI for nothing new).
          name: "reliability",
          environment: "node",
          include: ["reliability/**/*.reliability.test.ts"],
          globalSetup: ["reliability/setup.ts"],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // Two at once, each worker with its app (reliability/setup.ts); RELIABILITY_WORKERS sets another number.
          maxWorkers: Math.max(1, Number(process.env.RELIABILITY_WORKERS) || 2),
        },
      },
    ],
  },
});

import path from "node:path";
import { defineConfig } from "vitest/config";

const shared = {
  resolve: { alias: { "@": path.resolve("."), "server-only": path.resolve("lib/testing/empty-module.ts") } },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          environment: "node",
          include: ["{app,components,lib,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
        },
      },
      {
        ...shared,
        test: {
          name: "integration",
          environment: "node",
          include: ["{app,components,lib,scripts}/**/*.integration.test.ts"],
          globalSetup: ["lib/testing/integration-setup.ts"],
          setupFiles: ["lib/testing/conformance-check.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One app server and database for the run; files run one at a time against it.
          fileParallelism: false,
        },
      },
      {
        ...shared,
        test: {
          // `npm run test:reliability` (scripts/reliability.ts), not part of `npm test`: the RBAC matrix again, plus
          // fuzz, crash and leak checks against a server of their own (reliability/setup.ts).
          name: "reliability",
          environment: "node",
          include: ["reliability/**/*.reliability.test.ts", "lib/actions/rbac-matrix.integration.test.ts"],
          globalSetup: ["reliability/setup.ts"],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

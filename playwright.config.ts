import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./e2e/support/browser";

const port = Number(process.env.E2E_PORT || 3210);
const dataDir = ".test-data/e2e";

/** Browser journeys against the built app with a fresh embedded Postgres and sandbox data. */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  // Once under CI, where a journey that needed it is named at the end of the run (scripts/lib/test-outcomes.ts).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})" && node node_modules/tsx/dist/cli.mjs scripts/start.ts`,
    // Ready once the read model holds its first full copy, so journeys start with complete lists.
    url: `http://127.0.0.1:${port}/api/health?ready`,
    reuseExistingServer: false,
    timeout: 300_000,
    // ATS_CALLBACK_HOSTS: the integrations journey's Greenhouse emulator listens on 127.0.0.1 (lib/ats/testing).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      ATS_CALLBACK_HOSTS: "127.0.0.1",
    },
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});

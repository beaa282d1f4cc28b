import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, journeyChromiumExecutable } from "./e2e/support/browser";
import { admin, dataDir, mockPort, openApiFile, port } from "./e2e-independent/support/setup";

const tsx = "node node_modules/tsx/dist/cli.mjs";

/**
 * The independent-server tour: the built dashboard with its sandbox off, pointed at a Prism mock of its own
 * OpenAPI document in dynamic mode (random schema-valid answers, new on every call), with a fresh embedded
 * Postgres and one admin made by `npm run user:create`, as docs/operators/real-service.md says.
 */
export default defineConfig({
  testDir: "e2e-independent",
  fullyParallel: false,
  workers: 1,
  // Once under CI, where a journey that needed it is named at the end of the run (scripts/lib/test-outcomes.ts).
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  // Its own folder: it runs beside the browser journeys, and Playwright empties its output folder when it starts.
  outputDir: "test-results-independent",
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
        launchOptions: { executablePath: journeyChromiumExecutable(), args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      // The document is written afresh from lib/api-contract on every run, so the mock never serves a stale copy.
      command: `${tsx} e2e-independent/support/write-openapi.ts ${openApiFile} && node node_modules/@stoplight/prism-cli/dist/index.js mock -d -h 127.0.0.1 -p ${mockPort} ${openApiFile}`,
      // Without a key Prism answers 401, which Playwright counts as up.
      url: `http://127.0.0.1:${mockPort}/api/public/candidates`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: [
        `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})"`,
        `${tsx} scripts/user-create.ts --email ${admin.email} --role admin --password ${admin.password}`,
        // One process (tsx's own command would SIGKILL the launcher if it were slow to take a signal).
        "node --import tsx scripts/start.ts",
      ].join(" && "),
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        NEXT_TELEMETRY_DISABLED: "1",
        SCREENING_API_BASE_URL: `http://127.0.0.1:${mockPort}`,
        SCREENING_API_KEY: "independent-tour-key",
        WEBHOOK_SECRET: "whsec_aW5kZXBlbmRlbnQtdG91ci13ZWJob29rLXNlY3JldA==",
        // Several reconciles against the mock's random pages during the tour, each of which must end.
        SYNC_INTERVAL_SECONDS: "20",
      },
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
  ],
});
